import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarResults,
  KBarSearch,
  useKBar,
  useMatches,
  type ActionImpl,
} from '@refinedev/kbar';
import { Flex, Typography, theme } from 'antd';
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsRtl } from '../theme/directional';
import { PaletteFocusReturn } from './focusReturn';
import { takeTypeAhead } from './typeAhead';

/** The palette's rows, in antd's tokens so they follow light/dark, the colour theme and RTL. */
function Results({ searching }: { searching: boolean }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const { results, rootActionId } = useMatches();

  if (results.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ padding: '12px 16px', margin: 0 }}>
        {t(searching ? 'palette.searching' : 'palette.noResults')}
      </Typography.Paragraph>
    );
  }
  return (
    <ScrollableByKeyboard>
      <KBarResults
        items={results}
        maxHeight={420}
        onRender={({ item, active }) =>
          typeof item === 'string' ? (
            <Typography.Text
              type="secondary"
              strong
              style={{ display: 'block', padding: '8px 16px', fontSize: token.fontSizeSM }}
            >
              {item}
            </Typography.Text>
          ) : (
            <ResultRow action={item} active={active} rootActionId={rootActionId} />
          )
        }
      />
    </ScrollableByKeyboard>
  );
}

/**
 * kbar's results box scrolls but takes no focus (the search box keeps it and arrows move the
 * active row), so a keyboard could not scroll it on its own (axe: scrollable-region-focusable).
 * kbar takes no props for that box, hence the attribute set after it renders.
 */
function ScrollableByKeyboard({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.firstElementChild;
    if (scroller && !scroller.hasAttribute('tabindex')) scroller.setAttribute('tabindex', '0');
  });
  return <div ref={ref}>{children}</div>;
}

function ResultRow({
  action,
  active,
  rootActionId,
}: {
  action: ActionImpl;
  active: boolean;
  rootActionId: string | null | undefined;
}) {
  const { token } = theme.useToken();
  // The breadcrumb arrow points along the line: towards the left in a right-to-left layout.
  const separator = useIsRtl() ? '‹' : '›';
  // Inside a sub-menu (themes, languages) the parent's name is already the context.
  const ancestors = rootActionId ? [] : action.ancestors;
  return (
    <Flex
      align="center"
      gap={10}
      style={{
        padding: '10px 16px',
        cursor: 'pointer',
        color: token.colorText,
        background: active ? token.controlItemBgActive : 'transparent',
        borderInlineStart: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
      }}
    >
      {action.icon ? <span aria-hidden="true">{action.icon}</span> : null}
      <Flex vertical>
        <span>
          {ancestors.map((a) => (
            <Typography.Text key={a.id} type="secondary" style={{ marginInlineEnd: 8 }}>
              {a.name} {separator}
            </Typography.Text>
          ))}
          {action.name}
        </span>
        {action.subtitle ? (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {action.subtitle}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}

/**
 * Puts what was typed right after the shortcut into the search box, a task after the palette is
 * drawn: after the effect in which kbar empties and focuses the box, and after any second
 * drawing of it. Keys typed until then are still held; from then on they go to the box itself.
 */
function TypedAhead() {
  const { query } = useKBar();
  useEffect(() => {
    const later = window.setTimeout(() => {
      const typed = takeTypeAhead();
      if (typed) query.setSearch(typed);
    }, 0);
    return () => window.clearTimeout(later);
  }, [query]);
  return null;
}

/**
 * kbar's search box shows its store's search, and the store tells the box in an effect, a React
 * pass after each key; meanwhile React puts the box's old text back. A key typed before that pass
 * (a page still drawing, a second or so after Ctrl+K) then started from the old text, and the key
 * before it was lost ("Neon" became "Non"). This gives the box back what was typed, right after
 * React's reset; the store has it already, and the box shows it for good on the next pass.
 */
function keepTyped(event: ChangeEvent<HTMLInputElement>) {
  const box = event.currentTarget;
  const typed = box.value;
  queueMicrotask(() => {
    if (box.isConnected && box.value !== typed) box.value = typed;
  });
}

/** The palette's window: a search box over the results, above a dimmed page. */
export function CommandBar({ searching }: { searching: boolean }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <KBarPortal>
      <KBarPositioner
        style={{ zIndex: token.zIndexPopupBase + 100, background: token.colorBgMask }}
      >
        <KBarAnimator
          style={{
            width: '100%',
            maxWidth: 600,
            overflow: 'hidden',
            background: token.colorBgElevated,
            color: token.colorText,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          <div role="dialog" aria-modal="true" aria-label={t('palette.open')}>
            <PaletteFocusReturn />
            <KBarSearch
              defaultPlaceholder={t('palette.placeholder')}
              aria-label={t('palette.placeholder')}
              onChange={keepTyped}
              style={{
                width: '100%',
                boxSizing: 'border-box',
                padding: '14px 16px',
                fontSize: token.fontSizeLG,
                fontFamily: 'inherit',
                color: token.colorText,
                background: 'transparent',
                border: 'none',
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                // The focus ring of src/theme/focus.css, drawn inside the rounded window.
                outline: `2px solid ${token.colorLink}`,
                outlineOffset: -2,
              }}
            />
            <TypedAhead />
            <Results searching={searching} />
          </div>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
