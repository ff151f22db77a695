import type { Translation } from '../../translation';
import type conversations from '../en/conversations';

/** Dhivehi for the `conversations` namespace: every key of `../en/conversations.ts` (the type checks it). */
const dvConversations: Translation<typeof conversations> = {
  loading: 'ލޯޑުވަނީ',
  loadingEllipsis: 'ލޯޑުވަނީ…',
  loadMore: 'އިތުރަށް ދައްކާ',
  safetyTip:
    'ސަލާމަތުން ހުރެލައްވާ: ބައްދަލުވާނީ އާންމު ތަނެއްގައި، އަދި އެއްޗެއް ލޮލަށް ނުފެނި ފައިސާ ނުދައްކަވާ.',
  deletedMember: 'ފޮހެލެވިފައިވާ މެމްބަރެއް',
  quickReplies: {
    available: 'މިއީ އަދިވެސް ލިބެން ހުރި އެއްޗެއްތޯ؟',
    lowestPrice: 'އެންމެ ދަށް އަގަކީ ކިހާވަރެއްތޯ؟',
    whereToSee: 'ބަލާލަން ލިބޭނީ ކޮންތާކުންތޯ؟',
  },
  unreadLabel_one: '{{count}} ނުކިޔާ މެސެޖް',
  unreadLabel_other: '{{count}} ނުކިޔާ މެސެޖް',
  inbox: {
    mine: '{{you}}: {{text}}',
    offer: '{{offer}} · {{price}}',
  },
  thread: {
    label: '{{name}} އާއެކު ޗެޓް',
    speaker: '{{name}}: ',
  },
  composer: {
    charactersLeft_one: '{{count}} އަކުރު ބާކީ',
    charactersLeft_other: '{{count}} އަކުރު ބާކީ',
  },
};
export default dvConversations;
