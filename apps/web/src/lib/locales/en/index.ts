import { publicEn } from './public';
import { signedInEn } from './signedInAreas';

/**
 * All the English texts, one file per area of the site: the type every translation must fill,
 * and what tests render with. The app itself bundles only `publicEn` and fetches `signedInEn`
 * with the pages that need it (lib/i18n.ts).
 */
export const en = { ...publicEn, ...signedInEn } as const;

export type EnglishResources = typeof en;
