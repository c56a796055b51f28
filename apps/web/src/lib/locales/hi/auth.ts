import type { auth as englishAuth } from '../en/auth';
import type { Translation } from '../types';

export const auth: Translation<typeof englishAuth> = {
  login: {
    pageTitle: 'साइन इन करें | {{brand}}',
    heading: 'साइन इन करें',
    lead: 'साइन इन करने के लिए अपना मोबाइल नंबर डालें। CareConnect पर नए हैं? इन्हीं चरणों से आपका खाता बन जाएगा।',
    sectionLabel: 'OTP से साइन इन करें',
    sellerQuestion: 'क्या आप केयरगिवर हैं या कोई केयर कंपनी चलाते हैं?',
    registerAsProvider: 'सेवा देने वाले के रूप में रजिस्टर करें',
  },
  otp: {
    mobileLabel: 'मोबाइल नंबर',
    sending: 'OTP भेजा जा रहा है...',
    getOtp: 'OTP पाएँ',
    sentTo: 'हमने <mobile>{{mobile}}</mobile> पर 6 अंकों का OTP भेजा है।',
    changeNumber: 'नंबर बदलें',
    enterOtp: 'OTP डालें',
    verifying: 'जाँच हो रही है...',
    verify: 'पुष्टि करें',
    notReceived: 'OTP नहीं मिला?',
    resendIn: '{{time}} में OTP दोबारा भेजें',
    resending: 'भेजा जा रहा है...',
    resend: 'OTP दोबारा भेजें',
    digit: '{{count}} में से अंक {{index}}',
  },
};
