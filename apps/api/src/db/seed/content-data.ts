import { elderCareBlogPosts } from './blog-posts-elder-care.ts';
import { familyBlogPosts } from './blog-posts-family.ts';

export interface SeedBanner {
  title: string;
  subtitle: string;
  /** An in-app route of the web app (SPEC section 2). */
  link: string;
  /** Null: the web app shows its own artwork, so the demo needs no image files. */
  image: string | null;
}

/** Its cover is drawn at seed time from the address (picture-art.ts). */
export interface SeedBlogPost {
  slugUrl: string;
  blogTitle: string;
  /** Simple HTML: p, h2, h3, ul, ol, li, strong, em, and https links only. */
  description: string;
  /** ISO timestamp in India time; staggered so the blog list has a natural order. */
  publishedAt: string;
}

export const seedBanners: readonly SeedBanner[] = [
  {
    title: 'Care for your parents, at home',
    subtitle: 'Verified nurses, attendants and companions near you, booked by the day.',
    link: '/service',
    image: null,
  },
  {
    title: 'Trusted creches and care agencies',
    subtitle: 'Partner creches and agencies with trained staff, for the days you need them.',
    link: '/company-service',
    image: null,
  },
  {
    title: 'Are you a caregiver?',
    subtitle: 'Join as an individual or a company and reach families in your city.',
    link: '/login-dashboard',
    image: null,
  },
];

export const seedBlogPosts: readonly SeedBlogPost[] = [...elderCareBlogPosts, ...familyBlogPosts];
