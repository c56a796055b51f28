import type { assistant as englishAssistant } from '../en/assistant';
import type { Translation } from '../types';

/** The assistant's panel in Hindi, in the words a family would use when asking for help. */
export const assistant: Translation<typeof englishAssistant> = {
  open: 'असिस्टेंट खोलें',
  close: 'असिस्टेंट बंद करें',
  title: 'वॉइस असिस्टेंट',
  intro:
    'केयरगिवर ढूँढना हो, अपनी बुकिंग देखनी हो या भुगतान और रिफ़ंड के बारे में जानना हो, मुझसे पूछिए। अपना सवाल लिखिए या माइक दबाकर बोलिए।',
  tryAsking: 'ऐसे पूछ सकते हैं',
  suggestions: {
    elderCare: '560038 के पास बुज़ुर्गों की देखभाल',
    babysitter: 'मेरे बेटे के लिए आया',
    myBookings: 'मेरी बुकिंग',
    refunds: 'रिफ़ंड कैसे मिलता है?',
  },
  conversation: 'बातचीत',
  you: 'आपने कहा',
  reply: 'असिस्टेंट',
  thinking: 'असिस्टेंट जवाब तैयार कर रहा है…',
  results: 'केयरगिवर और कंपनियाँ',
  kind: {
    provider: 'केयरगिवर',
    company: 'कंपनी',
  },
  fromPerDay: '{{price}}/दिन से शुरू',
  nextSteps: 'आगे क्या करें',
  input: 'आपका सवाल',
  placeholder: 'अपना सवाल लिखें',
  send: 'भेजें',
  charactersLeft_one: '{{count}} अक्षर और लिख सकते हैं',
  charactersLeft_other: '{{count}} अक्षर और लिख सकते हैं',
  newConversation: 'नई बातचीत',
  unreachable: 'असिस्टेंट से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
  failed: 'असिस्टेंट अभी जवाब नहीं दे पाया।',
  retry: 'फिर से कोशिश करें',
  listen: 'बोलकर पूछें',
  stopListening: 'सुनना बंद करें',
  listening: 'सुन रहा हूँ… अब बोलिए।',
  heard: 'आपने कहा: “{{text}}”। पूछने के लिए ‘भेजें’ दबाएँ, या पहले इसे ठीक कर लें।',
  micBlocked: 'माइक की अनुमति नहीं है। ब्राउज़र की सेटिंग में माइक की अनुमति दें, या अपना सवाल लिखें।',
  noSpeech: 'कुछ सुनाई नहीं दिया। माइक दबाकर फिर से बोलिए।',
  micFailed: 'बोलकर पूछना बीच में रुक गया। फिर से कोशिश करें, या अपना सवाल लिखें।',
  stopSpeaking: 'बोलना बंद करें',
};
