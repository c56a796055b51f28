/*
 * The sizes of the pictures families see: caregivers' photos and companies' logos, and blog
 * covers. Kept apart from the schemas that check uploads, so a public page that only draws a
 * picture does not download the validation library with it.
 */

/** Photos and logos: checked by their bytes, at most 5 MB, resized on the server. */
export const profilePhotoRules = {
  /** The default of UPLOAD_MAX_BYTES; the server's setting is the judge. */
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** For `<input type="file" accept>`. */
  accept: 'image/jpeg,image/png,image/webp',
  /** Square sizes in pixels: the 56px card avatar and the profile page's, each at 2x. */
  sizes: { card: 112, profile: 320 },
} as const;
export type ProfilePhotoSize = keyof typeof profilePhotoRules.sizes;

/**
 * Blog covers are 16:9 WebP pictures at two widths: the 640px one for cards (about 320px wide,
 * at 2x), the 1280px one for a post's own page.
 */
export const blogCoverRules = {
  sizes: { card: 640, hero: 1280 },
  aspect: { width: 16, height: 9 },
} as const;
export type BlogCoverSize = keyof typeof blogCoverRules.sizes;
export const blogCoverHeight = (width: number) =>
  Math.round((width * blogCoverRules.aspect.height) / blogCoverRules.aspect.width);
