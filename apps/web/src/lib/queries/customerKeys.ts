/** Query keys of the signed-in customer's data; sign-in and sign-out drop everything under `all`. */
export const customerKeys = {
  all: ['customer'] as const,
  profile: () => [...customerKeys.all, 'profile'] as const,
  familyMembers: () => [...customerKeys.all, 'familyMembers'] as const,
  bookings: () => [...customerKeys.all, 'bookings'] as const,
  refundPreview: (bookingId: string) => [...customerKeys.all, 'refundPreview', bookingId] as const,
};
