import type { FileStorage } from '../../adapters/storage/index.ts';
import { createDrawnPictureStore } from '../../modules/photos/drawn-store.ts';
import { seedCompanies } from './companies-data.ts';
import { seedBlogPosts } from './content-data.ts';
import { blogCover, caregiverPortrait, companyLogo } from './picture-art.ts';
import { seedProviders } from './providers-data.ts';

/** The stems the demo's rows point at: by mobile for sellers, by address for posts. */
export interface SeedPictures {
  providerPhotos: ReadonlyMap<string, string>;
  companyLogos: ReadonlyMap<string, string>;
  blogCovers: ReadonlyMap<string, string>;
}

/**
 * Draws and stores a picture for every demo caregiver, company and blog post, all at once: the
 * drawing is JavaScript, the rasterising runs on sharp's own threads. Pictures already stored by
 * an earlier seed into the same storage are reused, not drawn again.
 */
export async function storeSeedPictures(storage: FileStorage): Promise<SeedPictures> {
  const drawn = createDrawnPictureStore(storage);
  const [providerPhotos, companyLogos, blogCovers] = await Promise.all([
    Promise.all(
      seedProviders.map(async (p) => [p.mobile, await drawn.photo(caregiverPortrait(p))] as const),
    ),
    Promise.all(
      seedCompanies.map(async (c) => [c.mobile, await drawn.photo(companyLogo(c))] as const),
    ),
    Promise.all(
      seedBlogPosts.map(
        async (post, index) => [post.slugUrl, await drawn.cover(blogCover(post, index))] as const,
      ),
    ),
  ]);
  return {
    providerPhotos: new Map(providerPhotos),
    companyLogos: new Map(companyLogos),
    blogCovers: new Map(blogCovers),
  };
}
