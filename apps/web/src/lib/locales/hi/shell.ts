import type { shell as englishShell } from '../en/shell';
import type { Translation } from '../types';
import { assistant } from './assistant';

/** The app shell in Hindi. The brand keeps its name, as brands do in Hindi writing. */
export const shell: Translation<typeof englishShell> = {
  brand: {
    name: 'CareConnect',
    tagline: 'आपके आस-पास बुज़ुर्गों और बच्चों की भरोसेमंद देखभाल',
  },
  nav: {
    label: 'मुख्य',
    mobileLabel: 'मोबाइल',
    home: 'होम',
    service: 'सेवाएँ',
    profile: 'प्रोफ़ाइल',
    dashboard: 'डैशबोर्ड',
    signIn: 'साइन इन करें',
    openMenu: 'मेनू खोलें',
    closeMenu: 'मेनू बंद करें',
    skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
    loading: 'पेज खुल रहा है',
  },
  footer: {
    about:
      'भारत सरकार के शहरी गरीबी उन्मूलन मिशन DAY-NULM और संयुक्त राष्ट्र विकास कार्यक्रम (UNDP) के सहयोग से बनाया गया, एक ही लक्ष्य के साथ: हर परिवार को बच्चों और बुज़ुर्गों की सुलभ और सम्मानजनक देखभाल मिले।',
    customers: 'परिवारों के लिए',
    signUp: 'साइन अप करें',
    bookService: 'सेवा बुक करें',
    providers: 'सेवा प्रदाताओं के लिए',
    registration: 'रजिस्टर करें',
    company: 'हमारे बारे में',
    contact: 'संपर्क करें',
    privacy: 'गोपनीयता नीति',
    terms: 'नियम और शर्तें',
    refunds: 'रद्द करना और रिफ़ंड',
    followUs: 'हमें फ़ॉलो करें',
    opensInNewTab: '(नए टैब में खुलेगा)',
    poweredBy: '{{brand}} द्वारा संचालित | भारत में निर्मित',
  },
  assistant,
  errors: {
    unexpectedTitle: 'माफ़ कीजिए, ऐप में कोई अनचाही गड़बड़ी हो गई!',
    unexpectedBody: 'हमारी तरफ़ से कुछ गड़बड़ हो गई है। कृपया दोबारा कोशिश करें या होम पेज पर वापस जाएँ।',
    notFoundTitle: 'पेज नहीं मिला',
    notFoundBody: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    badRequest: 'यह अनुरोध समझ में नहीं आया। कृपया पता जाँचकर दोबारा कोशिश करें।',
    methodNotAllowed: 'यहाँ यह काम नहीं किया जा सकता।',
    tryAgain: 'दोबारा कोशिश करें',
    goBackHome: 'होम पेज पर जाएँ',
  },
};
