import { Badge } from '@/components/ui/badge';
import { ACTIVITY_BADGE_CLASSES, activityBadgeTone } from '../utils/activity-badge';

/** An activity log action type as a coloured badge (spec 02 §9 "Log badge colours"). */
export function ActivityActionBadge({ actionType }: { actionType: string }) {
  return (
    <Badge
      variant="outline"
      className={`break-all font-mono text-[11px] ${ACTIVITY_BADGE_CLASSES[activityBadgeTone(actionType)]}`}
    >
      {actionType}
    </Badge>
  );
}
