import type { BookingStaff } from '@care/shared';
import { Avatar } from '../ui/Avatar';
import { PhoneLink } from '../ui/PhoneLink';

/** The company's staff member on a booking: face, name and a number to call. */
export function StaffContact({ staff }: { staff: BookingStaff }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={staff.name} src={staff.photo} className="size-12 text-base" />
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{staff.name}</p>
        <PhoneLink mobile={staff.phone} />
      </div>
    </div>
  );
}
