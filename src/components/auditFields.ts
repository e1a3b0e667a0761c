import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_REDACTED, PAYMENT_STATUSES, ROLE_LABEL_KEYS, STATUS, isRole } from '../../contract';
import { formatDate, formatDateTime } from '../i18n/format';
import { changeValueText } from './auditLabels';

/** The namespaces whose page labels name an audited record's fields. */
const NAMESPACES = ['common', 'purchases', 'users', 'institutions', 'tickets', 'lockers'] as const;

/** Wire field -> the `ns:key` of the label the resource's own pages show for it. */
const PAGE_LABELS: Record<string, Record<string, string>> = {
  purchase: {
    purchase_id: 'purchases:fields.id',
    user_id: 'purchases:fields.user',
    ticket_id: 'purchases:fields.ticketType',
    payment_status: 'purchases:fields.paymentStatus',
    ticket_status: 'purchases:fields.ticketStatus',
    payment_method: 'purchases:fields.paymentMethod',
    ticket_date: 'purchases:fields.ticketDate',
    price_amount: 'purchases:fields.price',
    purchase_date: 'purchases:fields.purchaseDate',
    locker_id: 'purchases:fields.locker',
  },
  users: {
    name: 'users:fields.name',
    email: 'users:fields.email',
    phone: 'users:fields.phone',
    date_of_birth: 'users:fields.dateOfBirth',
    role: 'users:fields.role',
    profile_pic: 'users:fields.profilePic',
    profile_picture: 'users:fields.profilePic',
    password: 'users:fields.password',
    is_social: 'users:fields.isSocial',
    social_uuid: 'users:fields.socialUuid',
  },
  institutions: {
    name: 'institutions:fields.name',
    email: 'institutions:fields.email',
    phone: 'institutions:fields.phone',
    address: 'institutions:fields.address',
    status: 'institutions:fields.status',
    details: 'institutions:fields.details',
    cover_photo: 'institutions:fields.coverPhoto',
    video_link: 'institutions:fields.videoLink',
    map_location: 'institutions:fields.mapLocation',
  },
  tickets: {
    name: 'tickets:fields.name',
    price: 'tickets:fields.price',
    capacity: 'tickets:fields.capacity',
    is_regular: 'tickets:fields.isRegular',
    date: 'tickets:fields.date',
    start_datetime: 'tickets:fields.startTime',
    end_datetime: 'tickets:fields.endTime',
    description: 'tickets:fields.description',
    benefits: 'tickets:fields.benefits',
  },
  lockers: {
    locker_number: 'lockers:fields.lockerNumber',
    status: 'lockers:fields.status',
  },
};

/** Fields every audited table may have, named once for all (common `audit.fieldNames`). */
const SHARED_FIELDS = [
  'id',
  'institution_id',
  'user_id',
  'ticket_id',
  'locker_id',
  'purchase_id',
  'created_at',
  'updated_at',
  'entered_at',
  'checked_out_at',
  'allocation_date',
  'status',
] as const;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^(\d{2}:\d{2}):\d{2}$/;

/**
 * An audit entry's fields and values as the record's own pages show them: the page's label of
 * a field, a status code as its label, a date or a time of day in the user's format, a record's
 * id as "#id". The Activity screen and each record's History read their changes through this.
 */
export function useAuditFieldText() {
  const { t, i18n } = useTranslation([...NAMESPACES]);
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const fieldLabel = (resource: string, field: string): string => {
      const key = PAGE_LABELS[resource]?.[field];
      if (key) return t(key);
      if ((SHARED_FIELDS as readonly string[]).includes(field)) {
        return t(`common:audit.fieldNames.${field}`);
      }
      return field;
    };
    const coded = (resource: string, field: string, value: unknown): string | undefined => {
      if (field === 'status' && (resource === 'institutions' || resource === 'lockers')) {
        return t(
          Number(value) === STATUS.ACTIVE
            ? 'common:kit.status.active'
            : 'common:kit.status.disabled',
        );
      }
      if (field === 'ticket_status') return t(`purchases:ticketStatus.${String(value)}`);
      if (field === 'payment_status') {
        return (PAYMENT_STATUSES as readonly string[]).includes(String(value))
          ? t(`purchases:paymentStatus.${String(value)}`)
          : t('purchases:paymentStatus.unknown');
      }
      if (field === 'payment_method') return t(`purchases:paymentMethod.${String(value)}`);
      if (field === 'role')
        return isRole(value) ? t(`common:${ROLE_LABEL_KEYS[value]}`) : undefined;
      if (field === 'is_regular' || field === 'is_social') {
        return t(Number(value) ? 'common:audit.yes' : 'common:audit.no');
      }
      if (field === 'id' || field.endsWith('_id')) return `#${String(value)}`;
      return undefined;
    };
    const valueText = (resource: string, field: string, value: unknown): string => {
      if (value === null || value === undefined || value === '' || value === AUDIT_REDACTED) {
        return changeValueText(value, t);
      }
      const label = coded(resource, field, value);
      if (label !== undefined) return label;
      if (typeof value === 'string') {
        if (TIMESTAMP.test(value)) return formatDateTime(value);
        if (DAY.test(value)) return formatDate(value);
        const clock = CLOCK.exec(value);
        if (clock) return clock[1];
      }
      return changeValueText(value, t);
    };
    return { fieldLabel, valueText };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  }, [t, language]);
}
