import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Default "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** A call to action such as "Create institution"; shown with onAction. */
  actionLabel?: ReactNode;
  onAction?: () => void;
}

/**
 * What a list shows when it has no rows: use as the Table's `locale.emptyText` so the table
 * keeps its header. Show the action only to users who may use it (check with useCan).
 */
export function EmptyState({ title, description, actionLabel, onAction }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div style={{ fontWeight: 600 }}>{title ?? t('kit.empty.title')}</div>
          {description && <div>{description}</div>}
        </>
      }
    >
      {actionLabel && onAction && (
        <Button type="primary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Empty>
  );
}

export interface ListEmptyProps extends EmptyStateProps {
  /** A search or filter has a value (`hasActiveFilters`). */
  filtered: boolean;
  /** "No institution matches these filters". */
  filteredTitle: ReactNode;
  /** Empties every filter and the search, back to page 1. */
  onClearFilters: () => void;
}

/**
 * A list's `locale.emptyText`: when a search or filter emptied the table, says that nothing
 * matches and offers "Clear filters" (never "No ... yet", and no Create); otherwise the empty
 * list's own title and action.
 */
export function ListEmpty({ filtered, filteredTitle, onClearFilters, ...empty }: ListEmptyProps) {
  const { t } = useTranslation('common');
  return filtered ? (
    <EmptyState
      title={filteredTitle}
      actionLabel={t('kit.empty.clearFilters')}
      onAction={onClearFilters}
    />
  ) : (
    <EmptyState {...empty} />
  );
}
