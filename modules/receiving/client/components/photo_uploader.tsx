import { useRef, useState } from 'react'
import { Button, Flex, Progress, Typography } from 'antd'
import { CameraOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  RECEIVING_TEXTS,
} from '@modules/receiving/shared/receiving_rules'
import { uploadPhoto } from '../api'

export interface PhotoEntry {
  key: string
  name: string
  percent: number
  status: 'uploading' | 'done' | 'error'
  id?: number
  error?: string
}

/**
 * Invoice photos (SPEC §5: at most 5, 10 MB each), each with its own
 * progress bar. 'Take Photo' opens the phone's camera (`capture`).
 */
export function PhotoUploader({
  photos,
  onChange,
  alreadyLinked = 0,
}: {
  photos: PhotoEntry[]
  onChange: (update: (photos: PhotoEntry[]) => PhotoEntry[]) => void
  alreadyLinked?: number
}) {
  const toast = useToast()
  const pick = useRef<HTMLInputElement>(null)
  const camera = useRef<HTMLInputElement>(null)
  const [counter, setCounter] = useState(0)
  const room =
    MAX_PHOTOS - alreadyLinked - photos.filter((photo) => photo.status !== 'error').length

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return
    const chosen = [...files]
    if (chosen.length > room) {
      toast({ title: 'Error', description: RECEIVING_TEXTS.tooManyPhotos, variant: 'error' })
    }
    const accepted = chosen.slice(0, Math.max(0, room))
    const entries = accepted.map((file, index) => ({
      file,
      entry: {
        key: `photo-${counter + index}`,
        name: file.name,
        percent: 0,
        status: 'uploading' as const,
      },
    }))
    setCounter((value) => value + accepted.length)
    onChange((current) => [...current, ...entries.map(({ entry }) => entry)])
    const update = (key: string, patch: Partial<PhotoEntry>) =>
      onChange((current) =>
        current.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo))
      )
    const results = await Promise.all(
      entries.map(async ({ file, entry }) => {
        if (file.size > MAX_PHOTO_BYTES) {
          update(entry.key, { status: 'error', error: RECEIVING_TEXTS.photoTooLarge })
          return false
        }
        try {
          const stored = await uploadPhoto(file, (percent) => update(entry.key, { percent }))
          update(entry.key, { status: 'done', percent: 100, id: stored.id })
          return true
        } catch (error) {
          update(entry.key, {
            status: 'error',
            error: (error as { serverMessage?: string }).serverMessage ?? (error as Error).message,
          })
          toast({
            title: 'Error',
            description: failureDescription(`Failed to upload ${file.name}`, error),
            variant: 'error',
          })
          return false
        }
      })
    )
    const uploaded = results.filter(Boolean).length
    if (uploaded > 0) {
      toast({ title: RECEIVING_TEXTS.photosUploaded(uploaded), variant: 'success' })
    }
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Button
          icon={<UploadOutlined />}
          disabled={room <= 0}
          onClick={() => pick.current?.click()}
        >
          Upload Photos
        </Button>
        <Button
          icon={<CameraOutlined />}
          disabled={room <= 0}
          onClick={() => camera.current?.click()}
        >
          Take Photo
        </Button>
      </Flex>
      <input
        ref={pick}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        multiple
        hidden
        aria-label="Invoice photos"
        onChange={(event) => {
          void add(event.target.files)
          event.target.value = ''
        }}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Invoice photo from camera"
        onChange={(event) => {
          void add(event.target.files)
          event.target.value = ''
        }}
      />
      <Typography.Text type="secondary">
        Up to {MAX_PHOTOS} photos, 10 MB each (JPEG, PNG, WebP or HEIC).
      </Typography.Text>
      {photos.map((photo) => (
        <Flex key={photo.key} align="center" gap={8}>
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text ellipsis>{photo.name}</Typography.Text>
            <Progress
              percent={photo.percent}
              size="small"
              status={
                photo.status === 'error'
                  ? 'exception'
                  : photo.status === 'done'
                    ? 'success'
                    : 'active'
              }
              aria-label={`Upload of ${photo.name}`}
            />
            {photo.error && <Typography.Text type="danger">{photo.error}</Typography.Text>}
          </Flex>
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`Remove ${photo.name}`}
            disabled={photo.status === 'uploading'}
            onClick={() => onChange((current) => current.filter((item) => item.key !== photo.key))}
          />
        </Flex>
      ))}
    </Flex>
  )
}
