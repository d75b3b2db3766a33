import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { commonUi, communitiesUi, type TCommunity } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { CommunityFacts } from './community-facts.tsx';
import { attendanceUi } from '@zborovodja/contracts';
import { EventTypeBadges } from './event-type-badges.tsx';
import { OverviewForm } from './overview-form.tsx';
import { VisibilityBadge } from './visibility-badge.tsx';

const t = communitiesUi.manage;

/** Pregled: read mode with Uredi, or the edit form (spec §2 "Manage group"). */
export function OverviewTab({ community }: { community: TCommunity }) {
  const needsServer = useNeedsServer();
  const [editing, setEditing] = useState(false);
  const { flash, show, clear } = useFlash();

  if (editing) {
    return (
      <OverviewForm
        community={community}
        onCancel={() => setEditing(false)}
        onSaved={(message) => {
          setEditing(false);
          show('success', message || commonUi.save);
        }}
      />
    );
  }

  return (
    <>
      <FlashAlert flash={flash} onClose={clear} />
      <CommunityFacts
        items={[
          { term: t.name, value: community.name },
          {
            term: t.description,
            value: community.description?.trim() ? (
              <span className="pre-wrap">{community.description}</span>
            ) : (
              <span className="text-secondary">{t.noDescription}</span>
            ),
          },
          { term: t.visibility, value: <VisibilityBadge visibility={community.visibility} /> },
          {
            term: t.memberEdits,
            value: community.allow_member_edits ? (
              <Badge bg="success">{t.memberEditsOn}</Badge>
            ) : (
              <Badge bg="secondary">{t.memberEditsOff}</Badge>
            ),
          },
          { term: t.eventTypes, value: <EventTypeBadges types={community.event_types} empty={t.noEventTypes} /> },
          {
            term: attendanceUi.minimumsTitle,
            value: Object.keys(community.voice_part_minimums ?? {}).length
              ? Object.entries(community.voice_part_minimums).map(([part, n]) => `${part}: ${n}`).join(', ')
              : attendanceUi.minimumsNone,
          },
          {
            term: t.members,
            value: Number.isFinite(community.members_count) ? communitiesUi.membersCount(community.members_count) : t.noData,
          },
        ]}
      />
      <div className="d-flex justify-content-end border-top pt-3 mt-3">
        <Button onClick={() => { clear(); setEditing(true); }} {...needsServer()}>{t.edit}</Button>
      </div>
    </>
  );
}
