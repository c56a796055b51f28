import type { home as englishHome } from '../en/home';
import type { Translation } from '../types';

/** The home page in Hindi, written for families rather than translated word for word. */
export const home: Translation<typeof englishHome> = {
  title: 'CareConnect | आपके आस-पास बुज़ुर्गों और बच्चों की देखभाल',
  hero: {
    eyebrow: 'बुज़ुर्गों और बच्चों की देखभाल',
    heading: 'अपने आस-पास भरोसेमंद देखभाल पाएँ',
    lead: 'अपने परिवार के बुज़ुर्गों और बच्चों के लिए वेरिफ़ाइड केयरगिवर और पार्टनर केयर कंपनियाँ दिन के हिसाब से बुक करें।',
    signUpAndBook: 'साइन अप करें और अभी बुक करें',
    exploreNearMe: 'मेरे आस-पास की सेवाएँ देखें',
    sampleCaregiver: 'आपके पास के केयरगिवर',
    verified: '✓ वेरिफ़ाइड और प्रमाणित',
  },
  categories: {
    elderCare: 'बुज़ुर्गों की देखभाल',
    childCare: 'बच्चों की देखभाल',
  },
  banners: {
    label: 'ख़ास बातें',
    learnMore: 'और जानें →',
  },
  nearby: {
    heading: 'अपने आस-पास सेवाएँ खोजें',
    lead: 'सबसे अच्छी रेटिंग वाले केयरगिवर और पार्टनर कंपनियाँ।',
    kindLabel: 'किससे सेवा लें',
    individual: 'केयरगिवर',
    partner: 'पार्टनर कंपनियाँ',
    noProviders: 'अभी कोई केयरगिवर उपलब्ध नहीं है।',
    noCompanies: 'अभी कोई पार्टनर कंपनी उपलब्ध नहीं है।',
    exploreMore: 'और देखें',
  },
  tips: {
    heading: 'परिवारों के लिए सुझाव और गाइड',
    moreGuides: 'और गाइड पढ़ें',
    minutesRead_one: '{{count}} मिनट में पढ़ें',
    minutesRead_other: '{{count}} मिनट में पढ़ें',
    choosingCaregiver: {
      title: 'माता-पिता के लिए केयरगिवर कैसे चुनें',
      summary: 'पहली मुलाक़ात में क्या पूछें, कौन-से काग़ज़ात जाँचें, और ट्रायल का एक दिन कैसे रखें।',
    },
    settlingCreche: {
      title: 'बच्चे को क्रेच में कैसे रमाएँ',
      summary:
        'पहला हफ़्ता धीरे-धीरे: शुरू में कम घंटे, साथ में कोई जाना-पहचाना खिलौना, और वे संकेत जो बताएँ कि सब ठीक है।',
    },
    afterHospital: {
      title: 'अस्पताल से लौटने के बाद घर पर देखभाल',
      summary: 'कमरा तैयार रखें, दवाइयाँ समय पर दें, और जानें कि किन लक्षणों पर तुरंत डॉक्टर को बुलाना चाहिए।',
    },
  },
  trust: {
    label: 'परिवार हम पर भरोसा क्यों करते हैं',
    securePayments: {
      title: 'सुरक्षित भुगतान',
      text: 'भरोसेमंद पेमेंट गेटवे से ऑनलाइन भुगतान करें। आपके कार्ड की जानकारी हम तक कभी नहीं पहुँचती।',
    },
    certifiedProviders: {
      title: 'प्रमाणित सेवा प्रदाता',
      text: 'जुड़ते समय हर केयरगिवर अपना सरकारी पहचान-पत्र और प्रमाणपत्र जमा करता है।',
    },
  },
  blogs: {
    heading: 'ब्लॉग',
    viewAll: 'सभी देखें',
  },
};
