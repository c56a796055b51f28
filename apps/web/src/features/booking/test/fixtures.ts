import {
  addCalendarDays,
  todayInIndia,
  type CreatedOrder,
  type CustomerBooking,
  type FamilyMember,
  type Offering,
  type PaymentProof,
} from '@care/shared';

export const COMPANY_ID = '3ea789fc-6336-43ff-960d-c49c60aea6aa';
export const PROVIDER_ID = '5b0d8c4e-2f1a-4c3b-9d7e-1a2b3c4d5e6f';

export const offerings: Offering[] = [
  {
    id: 'bcb85394-5d79-4bad-bdf5-a4b93cbc8133',
    serviceId: '9b901086-1e1e-4c0a-975c-4f9c482e0ede',
    pricePerDay: 1400,
    description: null,
    service: {
      name: 'Nursing Attendant',
      description: 'Personal care at home.',
      category: { id: '7bddef37-c562-4fa1-ad8c-5ada6b1e8d05', name: 'Elder Care' },
    },
  },
  {
    id: '16172578-b859-48d5-a31b-db59db08c8ce',
    serviceId: 'ce92ba70-bf90-4238-aea6-a213ca28a685',
    pricePerDay: 2000,
    description: null,
    service: { name: 'Post-Surgery Care', description: null, category: null },
  },
];

export const members: FamilyMember[] = [
  {
    id: '7cadc7b7-018c-45b9-a0a7-a59c267e4202',
    name: 'Asha Devi',
    gender: 'Female',
    age: 72,
    relation: 'Mother',
    note: null,
    image: null,
  },
];

/** Three days of care starting in two days: 3 x ₹1,400 = ₹4,200. */
export const startDate = addCalendarDays(todayInIndia(), 2);
export const endDate = addCalendarDays(todayInIndia(), 4);

export const sandboxOrder: CreatedOrder = {
  success: true,
  id: 'order_sbx_1',
  amount: 420_000,
  currency: 'INR',
  gateway: 'sandbox',
  keyId: 'rzp_test_sandbox',
};

export const proof: PaymentProof = {
  razorpay_payment_id: 'pay_sbx_1',
  razorpay_order_id: 'order_sbx_1',
  razorpay_signature: 'a'.repeat(64),
};

export const createdBooking: CustomerBooking = {
  id: 'e791f0ca-8f95-4837-9588-8cf6a0837ff3',
  providerSvc: null,
  companySvc: {
    id: offerings[0]!.id,
    service: { name: 'Nursing Attendant' },
    company: { id: COMPANY_ID, companyName: 'Anbu Home Health Care' },
  },
  familyMember: { id: members[0]!.id, name: 'Asha Devi' },
  startDate,
  endDate,
  days: 3,
  pricePerDay: 1400,
  startCode: '654401',
  endCode: '597830',
  totalAmount: 4200,
  status: 'PENDING',
  review: null,
  staff: null,
  contactPhone: null,
  createdAt: new Date().toISOString(),
};

export const ok = (data: unknown) => ({ body: { success: true, data } });
