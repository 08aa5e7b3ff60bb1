/**
 * Decap's image field, with two changes.
 *
 * - It asks for the stored image by its name. Content writes images from the site's root
 *   ("/images/x.jpg"), which Decap (since 3.10) loads from the site, where the build keeps only
 *   processed copies: the field's thumbnail would be a broken image. By its name Decap finds the
 *   file in the media folder of the repository, or among the uploads not yet saved, as the previews
 *   do (mediaRequest).
 * - It takes a photo straight from a phone or camera: "Upload a photo" makes it as small as the
 *   site needs in the browser before it is uploaded, or says in the field why it cannot (photos.ts).
 */
import React, { useState, type ComponentType } from 'react'
import { MEDIA } from '@src/content-model/media'
import { mediaRequest } from '../preview/entry-data'
import { PHOTO_MAX_BYTES, PREPARED_HERE, preparePhoto } from '../photos'
import { rememberImageSize } from '../site-index'
import { wrapControl } from './wrap-control'
import { adminPhrase } from '../admin-language'
import { keepingSameName } from '../confirm-dialog'

type GetAsset = (path: string, field?: unknown) => unknown

interface ImageControlProps extends Record<string, unknown> {
  getAsset: GetAsset
  forID: string
  field: unknown
  onChange: (value: string) => void
  onPersistMedia: (file: File, options: { field: unknown }) => Promise<unknown>
}

/** One function per function Decap passes, so that Decap's control sees a new one only when Decap's changes. */
const byName = new WeakMap<GetAsset, GetAsset>()
function assetByName(getAsset: GetAsset): GetAsset {
  let found = byName.get(getAsset)
  if (!found) {
    found = (path, field) => getAsset(typeof path === 'string' ? mediaRequest(path) : path, field)
    byName.set(getAsset, found)
  }
  return found
}

const size = (bytes: number): string => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`)

/** "Upload a photo": prepared in the browser, then saved with the entry and set in the field. */
function PhotoUpload({ props }: { props: ImageControlProps }) {
  const [state, setState] = useState<{ working?: boolean; done?: string; problem?: string }>({})
  const id = `${props.forID}-photo`
  async function take(file: File | undefined) {
    if (!file) return
    setState({ working: true })
    const prepared = await preparePhoto(file)
    if ('problem' in prepared) return setState({ problem: prepared.problem })
    const written = `${MEDIA.publicFolder}/${prepared.file.name}`
    rememberImageSize(written, prepared.file.size)
    await keepingSameName(() => props.onPersistMedia(prepared.file, { field: props.field }))
    props.onChange(written)
    setState({
      done: adminPhrase('photoDone', {
        file: file.name,
        size: size(file.size),
        saved: prepared.file.name,
        savedSize: size(prepared.file.size),
      }),
    })
  }
  return (
    <div className="photo-upload">
      <label htmlFor={id}>{adminPhrase('uploadPhoto')}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        {...{ [PREPARED_HERE]: '' }}
        disabled={state.working}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Emptied, so that the same photo chosen again is a choice the browser reports.
          event.target.value = ''
          void take(file)
        }}
      />
      <p className="photo-upload-hint">
        A photo from a phone or camera (JPEG, up to {size(PHOTO_MAX_BYTES)}) is made smaller here before it is uploaded.
      </p>
      {state.working && <p role="status">{adminPhrase('shrinkingPhoto')}</p>}
      {state.done && <p role="status">{state.done}</p>}
      {state.problem && (
        <p role="alert" className="photo-upload-problem">
          {state.problem}
        </p>
      )}
    </div>
  )
}

export const imageControl = (DecapImageControl: ComponentType<never>): ComponentType<never> =>
  wrapControl(
    DecapImageControl as ComponentType<ImageControlProps>,
    {
      change: (props) => ({ ...props, getAsset: assetByName(props.getAsset) }),
      around: (props, drawn) => (
        <>
          {drawn}
          <PhotoUpload props={props} />
        </>
      ),
    },
    'ImageControl',
  ) as ComponentType<never>
