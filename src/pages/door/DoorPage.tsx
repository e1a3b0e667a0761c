import { List } from '@refinedev/antd';
import { useLookupSelect } from '../../hooks/useLookupSelect';
import { useCustom, useDataProvider, type HttpError } from '@refinedev/core';
import { Alert, Button, ConfigProvider, Flex, Segmented, Select, Spin, theme } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  paths,
  ROLES,
  type DoorFigures,
  type DoorNightLocker,
  type DoorPass,
  type Institution,
} from '../../../contract';
import { currentInstitutionId } from '../../api/session';
import { useRole } from '../../access/useRole';
import { conflictOf, doorCalls, isLegacyAnswer, type EntryBody } from './doorCalls';
import { DoorFinder } from './DoorFinder';
import { signalVerdict } from './feedback';
import { LegacyDoor } from './LegacyDoor';
import { NightFigures } from './NightFigures';
import { NightLockers } from './NightLockers';
import { VerdictCard, type Shown } from './VerdictCard';

type View = 'door' | 'lockers' | 'figures';

/**
 * Larger text and controls for one thumb. Light or dark follows the console's theme (its dark
 * mode is the one for a dark venue), so every text keeps the contrast the theme was checked for.
 */
const DOOR_THEME = { token: { fontSize: 16, controlHeightLG: 52 } };

function DoorPanel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="door-panel"
      style={{
        background: token.colorBgLayout,
        color: token.colorText,
        padding: token.padding,
        borderRadius: token.borderRadiusLG,
        maxWidth: 560,
        marginInline: 'auto',
      }}
    >
      {children}
    </div>
  );
}

/** `/door`: find a ticket, let in or check out, lockers and figures of the night (issue 43). */
export default function DoorPage() {
  const { t } = useTranslation('door');
  const role = useRole() ?? null;
  const isAdmin = role === ROLES.SYSTEM_ADMIN;
  const [chosen, setChosen] = useState<number | null>(null);
  const institutionId = isAdmin ? chosen : currentInstitutionId();
  const getDataProvider = useDataProvider();
  const calls = useMemo(() => doorCalls(getDataProvider()), [getDataProvider]);
  const [view, setView] = useState<View>('door');
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<{ message: string; retry?: () => void } | null>(null);
  const [busy, setBusy] = useState(false);
  const [legacyResult, setLegacyResult] = useState<{ ok: boolean; message: string } | null>(null);

  const { selectProps: institutionSelect } = useLookupSelect<Institution>({
    resource: 'institutions',
    optionLabel: 'name',
    optionValue: 'institution_id',
    onSearch: (value) => [{ field: 'q', operator: 'contains', value }],
    queryOptions: { enabled: isAdmin },
  });
  const enabled = institutionId !== null;
  const { query: figuresQuery } = useCustom<DoorFigures>({
    url: paths.doorFigures(institutionId ?? 0),
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled, retry: false },
  });
  const legacy = figuresQuery.isError && isLegacyAnswer(figuresQuery.error);
  const { query: lockersQuery, result: lockers } = useCustom<DoorNightLocker[]>({
    url: paths.doorLockers(institutionId ?? 0),
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: enabled && !legacy, retry: false },
  });
  // Refine gives `{}` until the call answers.
  const nightLockers = Array.isArray(lockers.data) ? (lockers.data as DoorNightLocker[]) : [];
  const nightFigures = figuresQuery.data?.data as DoorFigures | undefined;
  const freeLockers = nightLockers.filter((l) => l.status === 1 && !l.allocation);
  const refreshNight = () => {
    void figuresQuery.refetch();
    void lockersQuery.refetch();
  };

  const messageOf = (error: unknown): string => {
    const e = error as HttpError;
    if (e?.statusCode === 400 && (e.errors as Record<string, unknown> | undefined)?.code) {
      return t('errors.forged');
    }
    if (e?.statusCode === 404) return t('errors.notFound');
    if (e?.statusCode === 403) return t('errors.otherInstitution');
    return e?.message ?? t('errors.generic');
  };

  const find = async (load: () => Promise<DoorPass>) => {
    setBusy(true);
    setFailure(null);
    try {
      const pass = await load();
      setShown({ kind: 'pass', pass });
      signalVerdict(pass.verdict.action === 'enter');
    } catch (error) {
      setShown(null);
      setFailure({ message: messageOf(error), retry: () => void find(load) });
      signalVerdict(false);
    } finally {
      setBusy(false);
    }
  };

  const move = async (body: EntryBody) => {
    if (!shown) return;
    const before = shown.pass;
    setBusy(true);
    setFailure(null);
    try {
      const pass = await calls.move(before.purchase_id, body);
      setShown(
        body.ticket_status === 1
          ? { kind: 'entered', pass }
          : { kind: 'checkedOut', pass, lockerNumber: before.locker?.locker_number ?? null },
      );
      signalVerdict(true);
      refreshNight();
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) setShown({ kind: 'refused', pass: conflict.pass, reason: conflict.reason });
      else setFailure({ message: messageOf(error), retry: () => void move(body) });
      signalVerdict(false);
      refreshNight();
    } finally {
      setBusy(false);
    }
  };

  const legacyMove = async (purchaseId: number, body: EntryBody) => {
    setBusy(true);
    setLegacyResult(null);
    try {
      await calls.move(purchaseId, body);
      setLegacyResult({
        ok: true,
        message: t(body.ticket_status === 1 ? 'legacy.entered' : 'legacy.checkedOut', {
          id: purchaseId,
        }),
      });
      signalVerdict(true);
    } catch (error) {
      setLegacyResult({ ok: false, message: messageOf(error) });
      signalVerdict(false);
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (institutionId === null) {
      return <Alert type="info" showIcon message={t('chooseInstitution')} />;
    }
    if (figuresQuery.isLoading) return <Spin />;
    if (legacy) {
      return (
        <LegacyDoor
          institutionId={institutionId}
          busy={busy}
          onMove={(id, b) => void legacyMove(id, b)}
          result={legacyResult}
        />
      );
    }
    return (
      <Flex vertical gap="middle">
        <Segmented<View>
          block
          size="large"
          value={view}
          onChange={setView}
          options={[
            { value: 'door', label: t('views.door') },
            { value: 'lockers', label: t('views.lockers') },
            { value: 'figures', label: t('views.figures') },
          ]}
        />
        {view === 'door' && (
          <>
            {failure && (
              <Alert
                type="error"
                showIcon
                role="alert"
                message={failure.message}
                action={
                  failure.retry && (
                    <Button size="small" onClick={failure.retry}>
                      {t('actions.retry')}
                    </Button>
                  )
                }
              />
            )}
            {shown ? (
              <VerdictCard
                key={`${shown.pass.purchase_id}-${shown.kind}`}
                shown={shown}
                role={role}
                freeLockers={freeLockers}
                busy={busy}
                onMove={(b) => void move(b)}
                onNext={() => setShown(null)}
              />
            ) : (
              <DoorFinder
                busy={busy}
                byNumberOnly={false}
                onCode={(code) => void find(() => calls.scan(code))}
                onNumber={(id) => void find(() => calls.pass(id))}
                onSearch={(q) => calls.search(institutionId, q)}
                onPick={(pass) => {
                  setShown({ kind: 'pass', pass });
                  signalVerdict(pass.verdict.action === 'enter');
                }}
              />
            )}
          </>
        )}
        {view === 'lockers' && <NightLockers lockers={nightLockers} />}
        {view === 'figures' && nightFigures && <NightFigures figures={nightFigures} />}
        {view === 'figures' && figuresQuery.isError && (
          <Alert type="error" showIcon role="alert" message={messageOf(figuresQuery.error)} />
        )}
      </Flex>
    );
  };

  return (
    <List title={t('title')} breadcrumb={false} headerButtons={() => null}>
      <ConfigProvider theme={DOOR_THEME}>
        <DoorPanel>
          <Flex vertical gap="middle">
            {isAdmin && (
              <Select
                {...institutionSelect}
                size="large"
                showSearch
                aria-label={t('institution')}
                placeholder={t('institution')}
                onChange={(v) => {
                  setChosen(Number(v));
                  setShown(null);
                }}
              />
            )}
            {body()}
          </Flex>
        </DoorPanel>
      </ConfigProvider>
    </List>
  );
}
