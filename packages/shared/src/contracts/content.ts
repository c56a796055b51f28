import {
  bannersResponseSchema,
  blogResponseSchema,
  blogsResponseSchema,
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
