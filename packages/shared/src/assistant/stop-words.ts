import { tokenise } from './normalise.ts';

/**
 * Words that are never part of a caregiver's name or a place: the little words around them
 * ('book Suresh for my father', 'Kothrud mein', 'सुरेश को बुक करें') and the time and home words
 * that follow the same little words ('in the evening', 'ghar mein', 'kal se').
 */
const words: readonly string[] = [
  // English
  'a an the this that these those some any one with without for to from on at in into near by',
  'of about and or but please pls plz me my our i we you us it is are am be can could would',
  'will should do does want need someone somebody anyone person who what which when where how',
  'now today tomorrow tonight next week weeks month months day days morning evening night',
  'afternoon monday tuesday wednesday thursday friday saturday sunday home house area city',
  'town place here there hindi english also only just again good best cheap cheaper nice',
  'verified experienced female male lady gentleman full time part hour hours same immediately',
  'he she him her his they them their urgent urgently asap emergency hospital icu case short total general future advance office',
  'school college work hospital budget rs rupees tell give send call get let ask text message contact talk speak thing things',
  // Hindi in Latin letters
  'ko ke ki ka se liye lie karo karna karni karne kar kare karein kijiye dijiye de do dena',
  'hai hain tha thi ho hoga hogi mujhe muje mere mera meri hum hume humein hamein hamare aap',
  'aapke aaj kal parso abhi subah shaam sham raat din hafte hafta mahine mahina ji bhai aur ya',
  'bhi wala wali wale koi kisi ek accha achha acchi achhi sasta sasti ghar area ilaka ilake',
  'shahar mein me main mai par pe tak ab jaldi paas pass kya kaun kahan yahan wahan jo',
  'chahiye chahie unko usko unhe use sath saath kam rupaye hafte angrezi',
  // Hindi in Devanagari
  'को के की का से लिए करो करें करना कर करे कीजिए दीजिए दें दो देना है हैं था थी हो होगा होगी',
  'मुझे मेरे मेरा मेरी हम हमें हमारे आप आपके आज कल परसों अभी सुबह शाम रात दिन हफ्ते महीने',
  'कृपया जी और या भी वाला वाली वाले कोई किसी एक अच्छा अच्छी सस्ता सस्ती घर इलाके शहर में',
  'पर तक अब जल्दी पास क्या कौन कहाँ यहाँ वहाँ जो चाहिए उनको उन्हें साथ हिंदी अंग्रेज़ी बजट रुपये कम',
];

/** Each line on its own: a message is read only so far, and this list is longer. */
export const stopWords: ReadonlySet<string> = new Set(
  words.flatMap((line) => tokenise(line).map((token) => token.key)),
);

/** Titles said with a name that are not the name: 'Suresh ji', 'Dr Mehta', 'Anjali didi'. */
export const honorifics: ReadonlySet<string> = new Set(
  tokenise(
    'ji sir madam mam didi bhaiya bhaiyya aunty auntie uncle mr mrs ms dr shri smt जी सर मैडम दीदी भैया आंटी अंकल श्री श्रीमती डॉ',
  ).map((token) => token.key),
);
