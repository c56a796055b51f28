import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { availabilityRoutes } from './availability/routes.ts';
import { blackoutRoutes } from './blackout/routes.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { operatorBookingRoutes } from './bookings/operator.routes.ts';
import { sellerBookingRoutes } from './bookings/seller.routes.ts';
import { staffRoutes } from './bookings/staff.routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { operatorContentRoutes } from './content/operator.routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { earningsRoutes } from './earnings/routes.ts';
import { familyRoutes } from './family/routes.ts';
import { careProfileRoutes } from './care-profile/routes.ts';
import { checkInRoutes } from './care-journal/check-in.routes.ts';
import { journalRoutes } from './care-journal/journal.routes.ts';
import { circleRoutes } from './care-journal/circle.routes.ts';
import { careDataRoutes } from './care-journal/privacy.routes.ts';
import { healthRoutes } from './health/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { listingRoutes } from './listings/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { offeringRoutes } from './offerings/routes.ts';
import { operatorMoneyRoutes } from './operator-money/routes.ts';
import { overviewRoutes } from './overview/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { photoRoutes } from './photos/routes.ts';
import { placeRoutes } from './places/routes.ts';
import { receiptRoutes } from './receipts/routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { sellerProfileRoutes } from './seller-profile/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** Every domain module, each registered under /api/v1. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  catalogRoutes,
  listingRoutes,
  reviewRoutes,
  placeRoutes,
  assistantRoutes,
  contentRoutes,
  blackoutRoutes,
  authRoutes,
  customerRoutes,
  registrationRoutes,
  sellerProfileRoutes,
  photoRoutes,
  familyRoutes,
  careProfileRoutes,
  checkInRoutes,
  journalRoutes,
  circleRoutes,
  careDataRoutes,
  paymentRoutes,
  walletRoutes,
  bookingRoutes,
  sellerBookingRoutes,
  staffRoutes,
  offeringRoutes,
  availabilityRoutes,
  notificationRoutes,
  adminRoutes,
  operatorBookingRoutes,
  peopleRoutes,
  auditRoutes,
  operatorContentRoutes,
  ledgerRoutes,
  overviewRoutes,
  operatorMoneyRoutes,
  receiptRoutes,
  earningsRoutes,
  devRoutes,
];
