/**
 * Decap's image field, asking for the stored image by its name. Content writes images from the
 * site's root ("/images/x.jpg"), which Decap (since 3.10) loads from the site, where the build keeps
 * only processed copies: the field's thumbnail would be a broken image. By its name Decap finds the
 * file in the media folder of the repository, or among the uploads not yet saved, as the previews
 * do (mediaRequest).
 */
import type { ComponentType } from 'react'
import { mediaRequest } from '../preview/entry-data'
import { wrapControl } from './wrap-control'

type GetAsset = (path: string, field?: unknown) => unknown

interface ImageControlProps extends Record<string, unknown> {
  getAsset: GetAsset
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

export const imageControl = (DecapImageControl: ComponentType<never>): ComponentType<never> =>
  wrapControl(
    DecapImageControl as ComponentType<ImageControlProps>,
    { change: (props) => ({ ...props, getAsset: assetByName(props.getAsset) }) },
    'ImageControl',
  ) as ComponentType<never>
