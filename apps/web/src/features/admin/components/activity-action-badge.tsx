import { Fragment } from 'react';
import { Badge } from '@/components/ui/badge';
import { ACTIVITY_BADGE_CLASSES, activityBadgeTone } from '../utils/activity-badge';

/**
 * An activity log action type as a coloured badge (spec 02 §9 "Log badge colours"). A long type wraps after
 * an underscore ("ADMIN_LISTING_ / STATUS_CHANGE"), never inside a word (issue #37 item 4v).
 */
export function ActivityActionBadge({ actionType }: { actionType: string }) {
  const parts = actionType.split('_');
  return (
    <Badge
      variant="outline"
      className={`max-w-full font-mono text-[11px] ${ACTIVITY_BADGE_CLASSES[activityBadgeTone(actionType)]}`}
    >
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </Badge>
  );
}
