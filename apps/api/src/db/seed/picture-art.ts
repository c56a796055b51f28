import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as shapes from '@dicebear/shapes';
import { blogCoverHeight, blogCoverRules, profilePhotoRules } from '@care/shared';
import type { SeedCompany } from './companies-data.ts';
import type { SeedBlogPost } from './content-data.ts';
import type { SeedProvider } from './providers-data.ts';

/*
 * The demo's pictures, drawn with DiceBear from each seller's name or each post's address, so
 * the same data always gives the same pictures. Artwork: Lorelei by Lisa Wischofsky and Shapes
 * by DiceBear, both CC0 1.0 (docs/decisions/014-seeded-pictures.md). Colours are hex without '#'.
 */

type Hair = NonNullable<lorelei.Options['hair']>[number];
type Eyes = NonNullable<lorelei.Options['eyes']>[number];
type Eyebrows = NonNullable<lorelei.Options['eyebrows']>[number];
type Mouth = NonNullable<lorelei.Options['mouth']>[number];
type Glasses = NonNullable<lorelei.Options['glasses']>[number];

const variants = <T extends string>(prefix: string, numbers: readonly number[]) =>
  numbers.map((n) => `${prefix}${String(n).padStart(2, '0')}` as T);

/*
 * Lorelei's parts, chosen by eye from a contact sheet: hair sorted into longer or tied-back
 * styles and short ones, and only open eyes, calm brows, gentle smiles and clear glasses (no
 * winks, fangs, tongues, frowns or sunglasses): these are people a family invites home.
 */
const LONGER_HAIR = variants<Hair>(
  'variant',
  [14, 15, 16, 19, 21, 23, 24, 26, 29, 31, 32, 33, 35, 37, 38, 45, 46],
);
const SHORT_HAIR = variants<Hair>('variant', [1, 2, 3, 4, 7, 8, 9, 12, 22, 25, 28, 39, 43, 47]);
const OPEN_EYES = variants<Eyes>('variant', [2, 4, 6, 8, 10, 14, 16, 20, 21, 24]);
const CALM_BROWS = variants<Eyebrows>('variant', [2, 3, 5, 7, 8, 9, 12]);
const SMILES = variants<Mouth>('happy', [1, 2, 3, 5, 6, 8, 13]);
const CLEAR_GLASSES = variants<Glasses>('variant', [1, 3, 4, 5]);
/** Skin tones from across India. */
const SKIN = ['c68642', 'b0764a', 'a26d3d', '8d5524', '7c4a2d'];
const HAIR_COLOUR = ['1f1410', '2c1b18', '3b2520'];
/** The web app's soft tints (brand, amber, sky, rose, violet, emerald at 100). */
const PORTRAIT_BACKGROUND = ['ccfbf1', 'fef3c7', 'e0f2fe', 'ffe4e6', 'ede9fe', 'd1fae5'];

const largest = (sizes: Record<string, number>) => Math.max(...Object.values(sizes));

/** A friendly illustrated portrait of a caregiver. */
export function caregiverPortrait(provider: Pick<SeedProvider, 'name' | 'gender'>): string {
  const woman = provider.gender === 'Female';
  return createAvatar(lorelei, {
    seed: provider.name,
    size: largest(profilePhotoRules.sizes),
    // The picture is the whole canvas; the default mask only matters inside another drawing.
    clip: false,
    backgroundColor: PORTRAIT_BACKGROUND,
    skinColor: SKIN,
    hairColor: HAIR_COLOUR,
    eyebrowsColor: HAIR_COLOUR,
    hair: woman ? LONGER_HAIR : SHORT_HAIR,
    eyes: OPEN_EYES,
    eyebrows: CALM_BROWS,
    mouth: SMILES,
    beard: ['variant01'],
    beardProbability: woman ? 0 : 25,
    earringsProbability: woman ? 60 : 0,
    hairAccessoriesProbability: 0,
    frecklesProbability: 0,
    glasses: CLEAR_GLASSES,
    glassesProbability: 20,
  }).toString();
}

/** Deep brand-like grounds with light shapes: a logo reads at 56px on a white card. */
const LOGO_BACKGROUND = ['0f766e', '115e59', 'b45309', '1d4ed8', 'be123c', '6d28d9'];
const LOGO_SHAPES = ['fde68a', 'ccfbf1', 'fecdd3', 'e0e7ff', 'fef3c7'];

/** An abstract mark for a partner company. */
export function companyLogo(company: Pick<SeedCompany, 'companyName'>): string {
  return createAvatar(shapes, {
    seed: company.companyName,
    size: largest(profilePhotoRules.sizes),
    clip: false,
    backgroundColor: LOGO_BACKGROUND,
    shape1Color: LOGO_SHAPES,
    shape2Color: LOGO_SHAPES,
    shape3Color: ['ffffff'],
  }).toString();
}

/** A cover's tints and its shapes' colours. */
const COVER_THEMES = [
  { ground: ['ccfbf1', 'f0fdfa'], shapes: ['0f766e', '2dd4bf', 'f59e0b'] },
  { ground: ['fef3c7', 'fffbeb'], shapes: ['b45309', 'fbbf24', '0d9488'] },
  { ground: ['e0f2fe', 'f0f9ff'], shapes: ['0369a1', '38bdf8', 'fb7185'] },
  { ground: ['ffe4e6', 'fff1f2'], shapes: ['be123c', 'fb7185', '0ea5e9'] },
  { ground: ['ede9fe', 'f5f3ff'], shapes: ['6d28d9', 'a78bfa', 'f59e0b'] },
  { ground: ['d1fae5', 'ecfdf5'], shapes: ['047857', '34d399', 'f97316'] },
] as const;
const COVER_COLUMNS = 5;

/**
 * A patterned 16:9 cover: a grid of Shapes tiles, each drawn from the post's address and its
 * place, in the colours of one theme (the `index`-th, so neighbouring posts differ).
 */
export function blogCover(post: Pick<SeedBlogPost, 'slugUrl'>, index: number): string {
  const theme = COVER_THEMES[index % COVER_THEMES.length]!;
  const width = largest(blogCoverRules.sizes);
  const height = blogCoverHeight(width);
  const tile = width / COVER_COLUMNS;
  const rows = Math.ceil(height / tile);
  const tiles: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < COVER_COLUMNS; column += 1) {
      const drawing = createAvatar(shapes, {
        seed: `${post.slugUrl}:${row}:${column}`,
        // Unmasked: a nested <svg> clips to its own box, and masks are slow to rasterise.
        clip: false,
        backgroundColor: [...theme.ground],
        shape1Color: [...theme.shapes],
        shape2Color: [...theme.shapes],
        shape3Color: ['ffffff'],
      }).toString();
      const place = `x="${(column * tile).toFixed(2)}" y="${(row * tile).toFixed(2)}" width="${tile.toFixed(2)}" height="${tile.toFixed(2)}"`;
      // Each tile carries DiceBear's licence metadata, which no WebP keeps: parsing it is waste.
      tiles.push(
        drawing.replace(/<metadata[\s\S]*?<\/metadata>/, '').replace('<svg ', `<svg ${place} `),
      );
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${tiles.join('')}</svg>`
  );
}
