import type { registration as english } from '../en/registration';
import type { Translation } from '../types';

export const registration: Translation<typeof english> = {};
