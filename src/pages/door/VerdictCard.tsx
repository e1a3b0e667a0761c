import {
  Button,
  Card,
  ConfigProvider,
  Descriptions,
  Flex,
  Input,
  Select,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OVERRIDABLE_REASONS,
  ROLES,
  type DoorNightLocker,
  type DoorPass,
  type DoorReason,
} from '../../../contract';
import { formatClock, formatDate } from '../../i18n/format';
import { PaymentStatusTag, TicketStatusTag } from '../purchases/PurchaseTags';
import type { EntryBody } from './doorCalls';
import { doorColours, type DoorTone } from './doorColours';

/** What the card shows: the verdict of a pass, a refusal, or the move just made. */
export type Shown =
  | { kind: 'pass'; pass: DoorPass }
  | { kind: 'refused'; pass: DoorPass; reason: DoorReason }
  | { kind: 'entered'; pass: DoorPass }
  | { kind: 'checkedOut'; pass: DoorPass; lockerNumber: number | null };

const AUTO = 'auto';
const NONE = 'none';

interface Props {
  shown: Shown;
  role: number | null;
  freeLockers: DoorNightLocker[];
  busy: boolean;
  onMove: (body: EntryBody) => void;
  onNext: () => void;
}

/** A primary button in a door tone: its colour, hover and text keep their contrast. */
function ToneButton({ tone, children }: { tone: DoorTone; children: ReactNode }) {
  return (
    <ConfigProvider
      theme={{
        components: {
          Button: {
            colorPrimary: tone.background,
            colorPrimaryHover: tone.hover,
            colorPrimaryActive: tone.hover,
            primaryColor: tone.text,
          },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

/**
 * The large verdict: green Let in, red with the reason; then the actions. A ticket already inside
 * is refused like any other (a shared QR code must not let a second person in); checking it out
 * is its own button, pressed on purpose, under the refusal.
 */
export function VerdictCard({ shown, role, freeLockers, busy, onMove, onNext }: Props) {
  const { t } = useTranslation('door');
  const { token } = theme.useToken();
  const [locker, setLocker] = useState<string>(AUTO);
  const [reason, setReason] = useState('');
  const { pass } = shown;
  const reasonOf =
    shown.kind === 'refused'
      ? shown.reason
      : shown.kind === 'pass' && shown.pass.verdict.action === 'refused'
        ? shown.pass.verdict.reason
        : null;
  const tone =
    shown.kind === 'entered' || (shown.kind === 'pass' && pass.verdict.action === 'enter')
      ? 'success'
      : shown.kind === 'checkedOut'
        ? 'warning'
        : 'error';
  const colours = doorColours(token);
  const banner = colours[tone];
  const since = formatClock(pass.entered_at);
  const headline =
    shown.kind === 'entered'
      ? t('verdict.entered')
      : shown.kind === 'checkedOut'
        ? t('verdict.checkedOut')
        : reasonOf
          ? t(`reasons.${reasonOf}`, { time: since })
          : pass.verdict.action === 'enter'
            ? t('verdict.letIn')
            : t('verdict.insideSince', { time: since });
  const mayOverride =
    (role === ROLES.SYSTEM_ADMIN || role === ROLES.INSTITUTIONAL_ADMIN) &&
    reasonOf !== null &&
    OVERRIDABLE_REASONS.includes(reasonOf) &&
    pass.ticket_status !== 1;
  const lockerChoice = (): number | null | undefined =>
    locker === AUTO ? undefined : locker === NONE ? null : Number(locker);
  const enter = (override?: string) =>
    onMove({
      ticket_id: pass.ticket_id,
      ticket_status: 1,
      locker_id: lockerChoice(),
      ...(override ? { override_reason: override } : {}),
    });

  return (
    <Card styles={{ body: { padding: 0 } }} aria-live="assertive">
      <div
        role="status"
        data-tone={tone}
        style={{
          background: banner.background,
          padding: token.paddingLG,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Typography.Title level={2} style={{ color: banner.text, margin: 0 }}>
          {headline}
        </Typography.Title>
        {shown.kind === 'entered' && (
          <Typography.Title level={3} style={{ color: banner.text, margin: 0 }}>
            {pass.locker
              ? t('locker.given', { number: pass.locker.locker_number })
              : t('locker.noneGiven')}
          </Typography.Title>
        )}
        {shown.kind === 'checkedOut' && shown.lockerNumber !== null && (
          <Typography.Title level={3} style={{ color: banner.text, margin: 0 }}>
            {t('locker.freed', { number: shown.lockerNumber })}
          </Typography.Title>
        )}
      </div>
      <Flex vertical gap="middle" style={{ padding: token.padding }}>
        <Descriptions column={1} size="middle">
          <Descriptions.Item label={t('fields.number')}>{pass.purchase_id}</Descriptions.Item>
          <Descriptions.Item label={t('fields.buyer')}>
            <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
              {pass.buyer?.name ?? t('fields.unknown')}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.ticketType')}>
            {pass.ticket_type.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.ticketDate')}>
            {pass.ticket_type.date ? (
              formatDate(pass.ticket_type.date)
            ) : (
              <Tag>{t('fields.regular')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.payment')}>
            <PaymentStatusTag status={pass.payment_status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.state')}>
            <TicketStatusTag status={pass.ticket_status} />
            {pass.ticket_status === 1 && pass.entered_at && t('fields.since', { time: since })}
          </Descriptions.Item>
          {pass.locker && shown.kind !== 'entered' && (
            <Descriptions.Item label={t('fields.locker')}>
              {t('locker.number', { number: pass.locker.locker_number })}
            </Descriptions.Item>
          )}
        </Descriptions>
        {shown.kind === 'pass' && pass.verdict.action === 'enter' && (
          <>
            <Select
              size="large"
              aria-label={t('locker.choose')}
              value={locker}
              onChange={setLocker}
              options={[
                { value: AUTO, label: t('locker.auto') },
                { value: NONE, label: t('locker.none') },
                ...freeLockers.map((l) => ({
                  value: String(l.id),
                  label: t('locker.number', { number: l.locker_number }),
                })),
              ]}
            />
            <ToneButton tone={colours.success}>
              <Button
                type="primary"
                size="large"
                block
                loading={busy}
                style={{ height: 64, fontSize: token.fontSizeHeading4 }}
                onClick={() => enter()}
              >
                {t('actions.letIn')}
              </Button>
            </ToneButton>
          </>
        )}
        {pass.ticket_status === 1 && shown.kind !== 'entered' && (
          <ToneButton tone={colours.warning}>
            <Button
              type="primary"
              size="large"
              block
              loading={busy}
              onClick={() => onMove({ ticket_id: pass.ticket_id, ticket_status: 2 })}
            >
              {t('actions.checkOut')}
            </Button>
          </ToneButton>
        )}
        {mayOverride && (
          <Flex vertical gap="small">
            <Input.TextArea
              aria-label={t('override.reason')}
              placeholder={t('override.reason')}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              danger
              size="large"
              block
              loading={busy}
              disabled={reason.trim().length < 3}
              onClick={() => enter(reason.trim())}
            >
              {t('override.letInAnyway')}
            </Button>
          </Flex>
        )}
        <Button size="large" block onClick={onNext}>
          {t('actions.next')}
        </Button>
      </Flex>
    </Card>
  );
}
