import { MIN_PROVIDER_AGE } from '@care/shared';
import type { registration as english } from '../en/registration';
import type { Translation } from '../types';

export const registration: Translation<typeof english> = {
  chooseKind: {
    title: 'सेवा प्रदाता के रूप में जुड़ें',
    lead: 'बताइए कि आप देखभाल कैसे देते हैं, हम आपके लिए सही खाता बना देंगे।',
    legend: 'आप किस रूप में रजिस्टर कर रहे हैं?',
    provider: 'व्यक्तिगत सेवा प्रदाता',
    providerDescription: 'आप केयरगिवर, आया या नर्स हैं और ख़ुद देखभाल करते हैं।',
    company: 'केयर कंपनी',
    companyDescription: 'आप क्रेच, डे-केयर, या बुज़ुर्गों की देखभाल या घर पर देखभाल (होम-केयर) की कंपनी चलाते हैं।',
    continue: 'जारी रखें',
  },
  provider: {
    title: 'सेवा प्रदाता रजिस्ट्रेशन',
    lead: 'केयरगिवर के रूप में जुड़ें: पहले अपना मोबाइल नंबर वेरिफ़ाई करें, फिर अपनी प्रोफ़ाइल पूरी करें।',
    heading: 'अपनी प्रोफ़ाइल पूरी करें',
    detailsStep: 'निजी जानकारी',
    documentsStep: 'सरकारी पहचान पत्र और सर्टिफ़िकेट',
  },
  company: {
    title: 'कंपनी रजिस्ट्रेशन',
    lead: 'अपना क्रेच या केयर कंपनी रजिस्टर करें: पहले अपना मोबाइल नंबर वेरिफ़ाई करें, फिर परिवारों को अपनी कंपनी के बारे में बताएँ।',
    heading: 'कंपनी की प्रोफ़ाइल पूरी करें',
    detailsStep: 'कंपनी की जानकारी',
    documentsStep: 'रजिस्ट्रेशन और GST सर्टिफ़िकेट',
  },
  // Worded as the booking wizard words its steps.
  steps: {
    stepOf: 'चरण {{step}} / {{total}}',
    progress: 'रजिस्ट्रेशन की प्रगति',
  },
  sessionEnded:
    'आपका सेशन ख़त्म हो गया है। रजिस्ट्रेशन पूरा करने के लिए कृपया अपना मोबाइल नंबर दोबारा वेरिफ़ाई करें।',
  form: {
    fullName: 'पूरा नाम',
    email: 'ईमेल',
    gender: 'लिंग',
    selectGender: 'लिंग चुनें',
    dob: 'जन्म तिथि',
    dobHint: 'आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए।',
    address: 'पता',
    pincode: 'पिनकोड',
    companyName: 'कंपनी का नाम',
    gst: 'GST नंबर',
    gstHint: 'आपके GST सर्टिफ़िकेट पर लिखे 15 अक्षर, जैसे 27AAPFU0939F1ZV।',
    next: 'आगे',
    back: 'पीछे',
    submitting: 'भेजा जा रहा है...',
    complete: 'रजिस्ट्रेशन पूरा करें',
  },
  documents: {
    govtID: 'सरकारी पहचान पत्र',
    certification: 'सर्टिफ़िकेट',
    registrationCertificate: 'रजिस्ट्रेशन सर्टिफ़िकेट',
    gstCertificate: 'GST सर्टिफ़िकेट',
    providerHint:
      'फ़ोटो या स्कैन: JPEG, PNG, WebP या PDF, ज़्यादा से ज़्यादा {{size}}। आपकी पहचान की पुष्टि के लिए हमें इसकी ज़रूरत है।',
    sending: 'भेजा जा रहा है...',
    sendAndContinue: 'भेजें और आगे बढ़ें',
    continueWithout: 'दस्तावेज़ों के बिना आगे बढ़ें',
  },
  errors: {
    dobRequired: 'जन्म तिथि डालना ज़रूरी है',
    dobFormat: 'तारीख़ YYYY-MM-DD के रूप में डालें',
    tooYoung: `रजिस्टर करने के लिए आपकी उम्र कम से कम ${MIN_PROVIDER_AGE} साल होनी चाहिए`,
    pincodeRequired: 'पिनकोड डालना ज़रूरी है',
    companyNameRequired: 'कंपनी का नाम डालना ज़रूरी है',
    companyNameTooLong: 'कंपनी का नाम बहुत लंबा है',
    invalidGstin: 'सही 15 अक्षरों का GSTIN डालें',
  },
  services: {
    title: 'आपकी सेवाएँ और क़ीमतें',
    intro:
      'आप जो देखभाल देते हैं और उसकी प्रतिदिन की क़ीमत जोड़ें। वेरिफ़िकेशन के बाद परिवार इन्हें देख पाएँगे, और आप इन्हें कभी भी अपने डैशबोर्ड से बदल सकते हैं।',
    finish: 'रजिस्ट्रेशन पूरा करें',
  },
  success: {
    title: 'रजिस्ट्रेशन पूरा हुआ',
    thanks: 'हमसे जुड़ने के लिए धन्यवाद!',
    next: 'हमारी टीम आपके दस्तावेज़ों की जाँच करेगी, आम तौर पर दो कामकाजी दिनों के अंदर। बुकिंग के अनुरोध पाने, काम स्वीकार करने और अपनी कमाई पर नज़र रखने के लिए सेवा प्रदाता ऐप डाउनलोड करें।',
    backHome: 'होम पेज पर जाएँ',
    getItOn: 'डाउनलोड करें',
    playStoreLabel: 'Google Play से ऐप डाउनलोड करें (नए टैब में खुलेगा)',
  },
};
