import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { adminUi } from '@zborovodja/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDelete, type DeleteTexts } from '@/components/ui/confirm-delete.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { PaginationBar } from '@/components/ui/pagination-bar.tsx';
import type { FlashVariant } from '@/hooks/use-flash.ts';
import { adminFailure, pageCount } from '../utils.ts';

const t = adminUi;

/** Every tab reports its successes and failures to the page's one alert. */
export type OnMessage = (variant: FlashVariant, text: string) => void;

export function YesNo({ value }: { value: boolean }) {
  return (
    <Badge bg={value ? 'success' : 'secondary'} className="fw-normal">
      {value ? t.yes : t.no}
    </Badge>
  );
}

/** A tab's heading with its buttons on the right (below it on a phone). */
export function TabHeader({ title, id, children }: { title: string; id: string; children?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <h2 className="h5 mb-0 me-auto" id={id}>{title}</h2>
      {children}
    </div>
  );
}

/** The console's tables: compact, and scrolled sideways on a phone rather than squeezed. */
export function AdminTable({ label, head, children }: { label: string; head: ReactNode[]; children: ReactNode }) {
  return (
    <Table responsive size="sm" hover className="admin-table align-middle mb-0" aria-label={label}>
      <thead>
        <tr>
          {head.map((cell, i) => (
            <th key={i} scope="col">{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/** A table's only row when there is nothing to show. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="text-center text-secondary py-4">{text}</td>
    </tr>
  );
}

/** The pages of a paged admin answer, below its table. */
export function Pager({ of, onChange }: { of: { page: number; total: number; per_page: number }; onChange: (page: number) => void }) {
  return (
    <div className="mt-3">
      <PaginationBar page={of.page} pageCount={pageCount(of)} onChange={onChange} size="sm" />
    </div>
  );
}

/** A delete of the console behind the spec's confirmation; a failure reads "Failed to delete …: reason". */
export function AdminConfirmDelete<T, R extends { message: string }>(props: {
  item: T | null;
  remove: UseMutationResult<R, Error, T>;
  texts: DeleteTexts & { deleteFailed: string };
  onClose: () => void;
  onMessage: OnMessage;
  children: ReactNode;
}) {
  return <ConfirmDelete {...props} failure={(error) => adminFailure(props.texts.deleteFailed, error)} />;
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The spinner while a tab's list loads, or its failure ("Failed to fetch …: reason") with a retry; null once loaded. */
export function loadingState(query: ListQuery, failedPrefix: string): ReactNode {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorState message={adminFailure(failedPrefix, query.error)} onRetry={() => query.refetch()} />;
  return null;
}
