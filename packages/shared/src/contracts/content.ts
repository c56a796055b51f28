import { z } from 'zod';
import {
  bannersResponseSchema,
  blogResponseSchema,
  blogsResponseSchema,
  coverFileParamsSchema,
  slugParamsSchema,
} from '../schemas/content.ts';
import { defineContract } from './define.ts';

/** Published blog posts and active banners (SPEC 7). Public; a token is accepted and ignored. */
export const contentContracts = {
  getAllTrueBlogs: defineContract({
    method: 'GET',
    path: '/Careconnect/blog/getAllTrue',
    access: 'public',
    tag: 'content',
    response: blogsResponseSchema,
  }),
  getBlogBySlug: defineContract({
    method: 'GET',
    path: '/Careconnect/blog/getBySlug/:slugUrl',
    access: 'public',
    tag: 'content',
    params: slugParamsSchema,
    response: blogResponseSchema,
  }),
  getAllTrueBanners: defineContract({
    method: 'GET',
    path: '/Careconnect/banner/getAllTrue',
    access: 'public',
    tag: 'content',
    response: bannersResponseSchema,
  }),
};

/** A blog post's cover at one of its widths: public, cached for a year (its address never changes). */
export const coverFileContract = defineContract({
  method: 'GET',
  path: '/media/cover/:year/:month/:file',
  access: 'public',
  tag: 'content',
  summary: 'A blog cover (WebP, 16:9), cached for a year',
  params: coverFileParamsSchema,
  responseType: 'file',
  response: z.string().describe('The image, as image/webp'),
});
