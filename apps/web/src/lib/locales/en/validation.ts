import {
  formatPaise,
  MAX_DAILY_CAPACITY,
  MAX_OFFERING_DESCRIPTION,
  MAX_PRICE_PER_DAY_RUPEES,
  MIN_PRICE_PER_DAY_RUPEES,
  PAISE_PER_RUPEE,
} from '@care/shared';

/**
 * The shared schemas' field messages, word for word as @care/shared words them: the forms show
 * a message found here in the reader's language, and any other as it came.
 */
export const validation = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  selectGender: 'Please select a gender',
  validPincode: 'Enter a valid 6-digit pincode',
  validDob: 'Enter a valid date of birth',
  validEmail: 'Enter a valid email',
  emailTooLong: 'Email is too long',
  addressRequired: 'Address is required',
  addressTooLong: 'Address is too long',
  ageRequired: 'Age is required',
  ageNumber: 'Age must be a number',
  ageWhole: 'Age must be a whole number',
  ageRange: 'Age must be between 1 and 120',
  relationRequired: 'Relation is required',
  relationTooLong: 'Relation is too long',
  noteTooLong: 'Note is too long',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  reviewTooLong: 'Keep the review under 1000 characters',
  amountInRupees: 'Enter the amount in rupees',
  amountAboveZero: 'Enter an amount above ₹0',
  amountDecimals: 'Enter an amount in rupees with at most two decimals',
  amountTooLarge: 'This amount is too large',
  priceRequired: 'Enter the price per day in rupees',
  priceWhole: 'Enter the price per day in whole rupees',
  priceMin: `The price per day must be at least ${formatPaise(MIN_PRICE_PER_DAY_RUPEES * PAISE_PER_RUPEE)}`,
  priceMax: `The price per day can be at most ${formatPaise(MAX_PRICE_PER_DAY_RUPEES * PAISE_PER_RUPEE)}`,
  descriptionTooLong: `Keep the description under ${MAX_OFFERING_DESCRIPTION} characters`,
  capacityRequired: 'Enter how many families you can take per day',
  capacityWhole: 'Enter a whole number of families',
  capacityMin: 'You must be able to take at least one family per day',
  capacityMax: `At most ${MAX_DAILY_CAPACITY} families per day`,
};
