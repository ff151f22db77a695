import type { Translation } from '../../translation';
import type notifications from '../en/notifications';

/** Dhivehi for the `notifications` namespace: every key of `../en/notifications.ts` (the type checks it). */
const dvNotifications: Translation<typeof notifications> = {
  title: 'ނޮޓިފިކޭޝަންތައް',
  bellUnread_one: 'ނޮޓިފިކޭޝަންތައް، {{count}} ނުކިޔާ',
  bellUnread_other: 'ނޮޓިފިކޭޝަންތައް، {{count}} ނުކިޔާ',
  markAllRead: 'ހުރިހާ އެއްޗެއް ކިޔެވިއްޖެ ކަމަށް ލާ',
  loadingPanel: 'ނޮޓިފިކޭޝަންތައް ލޯޑުވަނީ…',
  list: {
    loading: 'ނޮޓިފިކޭޝަންތައް ލޯޑުވަނީ',
    loadFailed: 'ނޮޓިފިކޭޝަންތައް ލޯޑެއް ނުކުރެވުނު.',
    tryAgain: 'އަލުން މަސައްކަތްކުރޭ',
    empty: 'އަދި އެއްވެސް ނޮޓިފިކޭޝަނެއް ނެތް.',
    unread: ' (ނުކިޔާ)',
  },
  page: {
    nothingYet: 'އަދި މިތާ އެއްޗެއް ނެތް.',
    showing: '{{total}} ގެ ތެރެއިން {{shown}} ދައްކަނީ · {{unread}} ނުކިޔާ',
    loading: 'ލޯޑުވަނީ…',
    loadMore: 'އިތުރަށް ދައްކާ',
  },
  toast: {
    error: 'މައްސަލައެއް ދިމާވެއްޖެ',
    success: 'ކާމިޔާބު',
  },
};
export default dvNotifications;
