import type { blog as englishBlog } from '../en/blog';
import type { Translation } from '../types';

export const blog: Translation<typeof englishBlog> = {
  list: {
    title: 'ब्लॉग',
    lead: 'घर पर बुज़ुर्गों और बच्चों की देखभाल करने वाले परिवारों के लिए काम की गाइड।',
    loadFailed: 'अभी ब्लॉग लोड नहीं हो सका।',
    tryAgain: 'फिर से कोशिश करें',
    none: 'अभी कोई पोस्ट नहीं है। कृपया कुछ समय बाद फिर देखें।',
  },
  post: {
    allPosts: 'सभी पोस्ट',
    notFound: 'ब्लॉग पोस्ट नहीं मिली',
    loadFailed: 'यह पोस्ट लोड नहीं हो सकी',
    pageTitle: '{{title}} | CareConnect',
    movedOrRemoved: 'हो सकता है यह पोस्ट कहीं और चली गई हो या हटा दी गई हो।',
    checkConnection: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    readOther: 'दूसरी पोस्ट पढ़ें',
    tryAgain: 'फिर से कोशिश करें',
    loading: 'लोड हो रहा है...',
    helpHeading: 'घर पर किसी की मदद चाहिए?',
    helpText: 'आपके आस-पास के सत्यापित केयरगिवर और पार्टनर कंपनियाँ, दिन के हिसाब से बुक करें।',
    findCare: 'अपने आस-पास देखभाल खोजें',
  },
};
