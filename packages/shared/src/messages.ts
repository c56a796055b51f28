/**
 * The user-visible texts of SPEC.md section 8, in one place so that the web app shows exactly
 * these strings and tests can assert them without retyping.
 */
export const messages = {
  sendOtpFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  otpVerified: 'OTP Verified Successfully',
  enterMobile: 'Please enter mobile number',
  enterAllDigits: 'Enter all 6 digits',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateError: 'Error updating profile',
  profileUpdated: 'Profile updated successfully',
  profileFetchError: 'Error fetching profile',
  familySaveError: 'Error saving family member',
  familyDeleteError: 'Error deleting family member',
  familyAddError: 'Error adding family member. Please try again.',
  familyAdded: 'Family member added successfully!',
  familyUpdated: 'Family member updated successfully!',
  familyDeleted: 'Family member deleted successfully!',
  familyDeleteConfirm: 'Are you sure you want to delete this member?',
  invalidBookingAmount: 'Invalid booking amount. Please check your booking details.',
  razorpaySdkFailed: 'Razorpay SDK failed to load. Check your internet.',
  paymentFailedPrefix: 'Payment failed: ',
  paymentOkBookingFailed: 'Payment successful, but booking/wallet update failed.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  bookingCreated: 'Booking created successfully!',
  selectService: 'Please select a service to continue',
  selectDates: 'Please select both start and end dates',
  selectFamilyMember: 'Please select a family member',
  registrationFailed: 'Failed to complete profile. Please try again.',
  profileCompleted: 'Profile completed successfully!',
  providerFetchFailed: 'Failed to fetch provider profile',
  providerFetchError: 'Something went wrong while fetching profile',
  companyFetchFailed: 'Failed to fetch company profile',
  companyFetchError: 'Something went wrong while fetching company profile',
  providersError: 'Error fetching providers',
  companiesError: 'Error fetching companies',
  loggedOut: 'Logged out successfully',
  unexpectedError: 'Unexpected Application Error!',
  pageNotFound: 'Page Not Found',
} as const;

export type MessageKey = keyof typeof messages;
