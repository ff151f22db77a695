import { PasswordInput } from '@/features/accounts/components/password-input';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useDashboardView } from '@/features/dashboard/hooks/use-dashboard-view';
import { highlightedSection, type DashboardTab } from '@/features/dashboard/utils/dashboard-tabs';
import { MyListingsTab } from '@/features/listings/components/my-listings-tab';
import { SellerOverview } from '@/features/listings/components/seller-overview';
import { SubmitListingTab } from '@/features/listings/components/submit-listing-tab';
import { ReviewsTab } from '@/features/reviews/components/reviews-tab';
import { SavedListingsTab } from '@/features/saved/components/saved-listings-tab';
import { SavedSearchesTab } from '@/features/saved-searches/components/saved-searches-tab';
import { BlockedMembersCard } from '@/features/safety/components/blocked-members-card';
import { AccountSettingsTab } from '@/features/settings/components/account-settings-tab';
import type { SettingsControls } from '@/features/settings/components/settings-controls';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/hooks/use-site-config';
import { MessagesTab } from '../messages-tab';

/** Each tab's title: a key of the `common` namespace's `pages.dashboard` group. */
const TAB_TITLES = {
  dashboard: 'dashboard',
  'my-listings': 'myListings',
  'submit-listing': 'submitListing',
  messages: 'messages',
  'saved-listings': 'savedListings',
  'saved-searches': 'savedSearches',
  reviews: 'reviews',
  'account-settings': 'accountSettings',
} as const satisfies Record<DashboardTab, string>;

/** The settings reuse the sign-up form's password box; features do not import each other, so they meet here. */
const SETTINGS_CONTROLS: SettingsControls = { PasswordInput };

/** /dashboard?tab=…&section=… (spec 02 §2 "User dashboard"): composes each tab from its feature. */
export function Component() {
  const { tab, section, selectTab } = useDashboardView();
  const { siteName } = useSiteConfig();
  const { t } = useTranslation();
  const title = t(`pages.dashboard.${TAB_TITLES[tab]}`);
  return (
    <>
      <title>{t('pageTitle', { title, siteName })}</title>
      {/* The overview has its own visible heading; the other tabs open with a card title. */}
      {tab === 'dashboard' ? null : <h1 className="sr-only">{title}</h1>}
      {tab === 'dashboard' ? <DashboardOverview stats={<SellerOverview />} /> : null}
      {tab === 'my-listings' ? <MyListingsTab /> : null}
      {tab === 'submit-listing' ? <SubmitListingTab onSubmitted={() => selectTab('my-listings')} /> : null}
      {tab === 'messages' ? <MessagesTab /> : null}
      {tab === 'saved-listings' ? <SavedListingsTab /> : null}
      {tab === 'saved-searches' ? <SavedSearchesTab /> : null}
      {tab === 'reviews' ? <ReviewsTab /> : null}
      {tab === 'account-settings' ? (
        <div className="grid gap-6">
          <AccountSettingsTab highlight={highlightedSection(section)} controls={SETTINGS_CONTROLS} />
          <BlockedMembersCard />
        </div>
      ) : null}
    </>
  );
}
