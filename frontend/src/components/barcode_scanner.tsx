import { useEffect, useRef, useState } from 'react'
import { Alert, Modal, Typography } from 'antd'

/* The Barcode Detection API is not in TypeScript's DOM library yet. */
interface DetectedBarcode {
  rawValue: string
}
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}
interface BarcodeDetectorClass {
  new (): BarcodeReader
  getSupportedFormats?: () => Promise<string[]>
}

const SCAN_INTERVAL_MS = 200

function nativeDetectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
}

/** Why the camera cannot be used here, or null when it can try. */
function cameraUnavailableReason(): string | null {
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
 * ZXing decodes frames in JavaScript where the browser has no
 * BarcodeDetector (Firefox, Safari, Chrome on Linux) or one that knows no
 * formats. It is imported on demand: its own chunk, fetched only when such
 * a browser opens the scanner.
 */
async function zxingReader(): Promise<BarcodeReader> {
  const { BarcodeFormat, BrowserMultiFormatReader } = await import('@zxing/browser')
  const reader = new BrowserMultiFormatReader()
  /* The labels on bottles and shelves; fewer formats decode each frame faster. */
  reader.possibleFormats = [
    BarcodeFormat.EAN_13,
    BarcodeFormat.EAN_8,
    BarcodeFormat.UPC_A,
    BarcodeFormat.UPC_E,
    BarcodeFormat.CODE_128,
    BarcodeFormat.CODE_39,
    BarcodeFormat.ITF,
    BarcodeFormat.QR_CODE,
  ]
  return {
    detect: async (video) => {
      try {
        return [{ rawValue: reader.decode(video).getText() }]
      } catch {
        /* No barcode in this frame (ZXing throws NotFoundException). */
        return []
      }
    },
  }
}

async function barcodeReader(): Promise<BarcodeReader> {
  const Detector = nativeDetectorClass()
  if (Detector) {
    const formats = await Detector.getSupportedFormats?.().catch(() => undefined)
    if (!formats || formats.length > 0) return new Detector()
  }
  return zxingReader()
}

/**
 * Reads one barcode with the device camera, through the browser's
 * BarcodeDetector or else ZXing, then hands the code over and closes.
 */
export function BarcodeScanner({
  onDetected,
  onClose,
}: {
  onDetected: (code: string) => void
  onClose: () => void
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(cameraUnavailableReason)
  const detected = useRef(onDetected)
  useEffect(() => {
    detected.current = onDetected
  }, [onDetected])

  useEffect(() => {
    if (cameraUnavailableReason()) return
    let stream: MediaStream | undefined
    let timer: number | undefined
    let stopped = false
    const stop = () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }

    const scan = async (reader: BarcodeReader) => {
      const video = videoRef.current
      if (stopped || !video) return
      try {
        const [code] = video.readyState >= 2 ? await reader.detect(video) : []
        if (code?.rawValue && !stopped) {
          stop()
          detected.current(code.rawValue.trim())
          return
        }
      } catch {
        /* A frame that cannot be decoded yet; try the next one. */
      }
      if (!stopped) timer = window.setTimeout(() => void scan(reader), SCAN_INTERVAL_MS)
    }

    /* The reader loads while the camera starts; each failure has its own message. */
    const reader = barcodeReader()
    reader.catch(() => undefined)
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop())
          return
        }
        stream = media
        let ready: BarcodeReader
        try {
          ready = await reader
        } catch {
          stop()
          setProblem(
            'The barcode reader could not be loaded. Check the connection to Barstock and try again, or scan with a USB or Bluetooth scanner into the search box.'
          )
          return
        }
        const video = videoRef.current
        if (stopped || !video) return
        video.srcObject = media
        await video.play()
        void scan(ready)
      })
      .catch((error: unknown) => {
        if (stopped) return
        stop()
        setProblem(cameraError(error))
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
