/** The shared components that several areas reuse: bookings, notifications, files, forms. */
export const components = {
  bookingStatus: {
    PENDING: 'PENDING',
    ACCEPTED: 'ACCEPTED',
    IN_PROGRESS: 'IN PROGRESS',
    COMPLETED: 'COMPLETED',
    DECLINED: 'DECLINED',
    CANCELLED: 'CANCELLED',
  },
  gender: {
    Male: 'Male',
    Female: 'Female',
    Other: 'Other',
  },
} as const;
