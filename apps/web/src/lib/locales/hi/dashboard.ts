import type { dashboard as english } from '../en/dashboard';
import type { Translation } from '../types';

export const dashboard: Translation<typeof english> = {};
