import { CONTENT_DIR } from '../config/constants'

/**
 * Where images live and how content refers to them: the file content/images/x.jpg is written
 * "/images/x.jpg" (resolved by content-path.ts for the build). One flat folder, because that is
 * what the CMS's media library lists and how it finds a file from the path an entry holds.
 */
export const MEDIA = { folder: `${CONTENT_DIR}/images`, publicFolder: '/images' } as const
