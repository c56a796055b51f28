/**
 * Care is booked by India calendar dates, whatever the time zone of the server or phone. Its own
 * module, so a page that only formats a date in India does not download the date library.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
