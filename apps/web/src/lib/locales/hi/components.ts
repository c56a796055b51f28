import type { components as englishComponents } from '../en/components';
import type { Translation } from '../types';

export const components: Translation<typeof englishComponents> = {
  bookingStatus: {
    PENDING: 'लंबित',
    ACCEPTED: 'स्वीकार',
    IN_PROGRESS: 'जारी',
    COMPLETED: 'पूरी हुई',
    DECLINED: 'अस्वीकार',
    CANCELLED: 'रद्द',
  },
  gender: {
    Male: 'पुरुष',
    Female: 'महिला',
    Other: 'अन्य',
  },
};
