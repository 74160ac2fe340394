import { useEffect, useRef, useState } from 'react'
import { Alert, Modal, Typography } from 'antd'

/* The Barcode Detection API is not in TypeScript's DOM library yet. */
interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}
type BarcodeDetectorClass = new () => BarcodeDetectorLike

const SCAN_INTERVAL_MS = 200

function detectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
}

/** Why the camera cannot scan here, or null when it can try. */
function unsupportedReason(): string | null {
  if (!detectorClass()) {
    return 'This browser cannot read barcodes from the camera. Use Chrome or Edge (Android, Windows, macOS, ChromeOS), or scan with a USB or Bluetooth scanner into the search box.'
  }
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
    return 'The browser only allows the camera on HTTPS (or localhost). Open Barstock over HTTPS, or scan with a USB or Bluetooth scanner into the search box.'
  }
  return null
}

function cameraError(error: unknown): string {
  const name = (error as { name?: string } | null)?.name
  if (name === 'NotAllowedError')
    return 'Camera access was refused. Allow it in the browser settings.'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found.'
  if (name === 'NotReadableError') return 'The camera is in use by another app.'
  return `The camera could not start (${(error as Error)?.message ?? 'unknown error'}).`
}

/**
 * Reads one barcode with the device camera through the browser's
 * BarcodeDetector, then hands the code over and closes.
 */
export function BarcodeScanner({
  onDetected,
  onClose,
}: {
  onDetected: (code: string) => void
  onClose: () => void
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(unsupportedReason)
  const detected = useRef(onDetected)
  useEffect(() => {
    detected.current = onDetected
  }, [onDetected])

  useEffect(() => {
    const Detector = detectorClass()
    if (unsupportedReason() || !Detector) return
    let stream: MediaStream | undefined
    let timer: number | undefined
    let stopped = false
    const stop = () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }

    const detector = new Detector()
    const scan = async () => {
      const video = videoRef.current
      if (stopped || !video) return
      try {
        const [code] = video.readyState >= 2 ? await detector.detect(video) : []
        if (code?.rawValue && !stopped) {
          stop()
          detected.current(code.rawValue.trim())
          return
        }
      } catch {
        /* A frame that cannot be decoded yet; try the next one. */
      }
      if (!stopped) timer = window.setTimeout(scan, SCAN_INTERVAL_MS)
    }

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop())
          return
        }
        stream = media
        const video = videoRef.current
        if (!video) return
        video.srcObject = media
        await video.play()
        void scan()
      })
      .catch((error: unknown) => {
        if (!stopped) setProblem(cameraError(error))
      })
    return stop
  }, [])

  return (
    <Modal open title="Scan barcode" footer={null} onCancel={onClose} destroyOnHidden>
      {problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : (
        <>
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label="Camera preview"
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Hold the barcode steady in front of the camera.
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  )
}
