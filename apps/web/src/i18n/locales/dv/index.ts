/** Every Dhivehi text of the web app, by namespace (issue #15): the same keys as English, checked by the type. */
import type { Translation } from '../../translation';
import type { Resources } from '../en';
import common from './common';
import contract from './contract';
import admin from './admin';
import listings from './listings';
import accounts from './accounts';
import settings from './settings';
import dashboard from './dashboard';
import earlyAccess from './earlyAccess';
import mailingList from './mailingList';
import marketplace from './marketplace';
import home from './home';
import sellers from './sellers';
import saved from './saved';
import savedSearches from './savedSearches';
import sitePages from './sitePages';
import reviews from './reviews';
import conversations from './conversations';
import offers from './offers';
import notifications from './notifications';
import safety from './safety';
import maintenance from './maintenance';

export const dv: Translation<Resources> = {
  common,
  contract,
  admin,
  listings,
  accounts,
  settings,
  dashboard,
  earlyAccess,
  mailingList,
  marketplace,
  home,
  sellers,
  saved,
  savedSearches,
  sitePages,
  reviews,
  conversations,
  offers,
  notifications,
  safety,
  maintenance,
};
