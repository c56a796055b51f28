import { refundTiers, type AssistantAction, type AssistantLanguage } from '@care/shared';

/** The questions about how the site works that the assistant answers from its own policies. */
export type PolicyTopic =
  'payment_safety' | 'codes_explained' | 'refund_policy' | 'register_caregiver';

interface PolicyAnswer {
  reply: string;
  actions: AssistantAction[];
}

const hindiWindow: Record<string, string> = {
  'More than 30 days before care starts': 'देखभाल शुरू होने से 30 दिन से ज़्यादा पहले',
  '30 to 15 days before care starts': 'देखभाल शुरू होने से 30 से 15 दिन पहले',
  '14 to 7 days before care starts': 'देखभाल शुरू होने से 14 से 7 दिन पहले',
  'Within 7 days of care starting': 'देखभाल शुरू होने से 7 दिन के अंदर',
};

/** The refund tiers in words, read from the table the server refunds by. */
function tiersIn(language: AssistantLanguage): string {
  return refundTiers
    .map((tier) =>
      language === 'hi'
        ? `${hindiWindow[tier.window] ?? tier.window}: ${tier.percent > 0 ? `${tier.percent}% वापस` : 'कोई रिफ़ंड नहीं'}`
        : `${tier.window}: ${tier.percent > 0 ? `${tier.percent}% back` : 'no refund'}`,
    )
    .join('; ');
}

/**
 * The site's own answers (the refund policy page, the terms, how bookings work), short enough to
 * read aloud, each with the page that says it in full. Nothing here is invented for the chat:
 * the refund tiers come from the same table cancellations are refunded by.
 */
export function policyAnswer(topic: PolicyTopic, language: AssistantLanguage): PolicyAnswer {
  const hi = language === 'hi';
  switch (topic) {
    case 'payment_safety':
      return {
        reply: hi
          ? 'आप Razorpay के सुरक्षित चेकआउट से भुगतान करते हैं; आपका कार्ड नंबर या UPI PIN हम कभी नहीं देखते। पैसा बुकिंग के लिए सुरक्षित रखा जाता है और देखभाल करने वाले को तभी मिलता है जब देखभाल पूरी होने पर आप एंड कोड देते हैं।'
          : "You pay through Razorpay's secure checkout; we never see your card number or UPI PIN. The money is held for your booking, and the caregiver is paid only once the care is complete and you have given the end code.",
        actions: [
          { label: hi ? 'नियम और शर्तें' : 'Terms and conditions', href: '/terms-&-condition' },
        ],
      };
    case 'codes_explained':
      return {
        reply: hi
          ? 'हर बुकिंग के दो 6 अंकों के कोड होते हैं, जो मेरी बुकिंग में दिखते हैं। पहले दिन देखभाल शुरू होने पर देखभाल करने वाले को स्टार्ट कोड दें, और देखभाल पूरी होने पर एंड कोड। उनके आने से पहले कोड किसी को न बताएं।'
          : 'Every booking has two 6-digit codes, shown in My Bookings. Give the caregiver the start code when care begins on the first day, and the end code when it is complete. Do not share them before the caregiver arrives.',
        actions: [{ label: hi ? 'मेरी बुकिंग' : 'My Bookings', href: '/profile' }],
      };
    case 'refund_policy':
      return {
        reply: hi
          ? `देखभाल करने वाले के स्वीकार करने से पहले रद्द करने पर, या उनके मना करने पर, पूरा पैसा वापस मिलता है। उसके बाद, देखभाल शुरू होने की तारीख के हिसाब से: ${tiersIn('hi')}। रिफ़ंड तुरंत आपके वॉलेट में आता है; वहाँ से आप उसे अपने मूल भुगतान में 7-10 कामकाजी दिनों में वापस ले सकते हैं।`
          : `If you cancel before the caregiver accepts, or they decline, you get everything back. After that it depends on when care starts: ${tiersIn('en')}. Refunds reach your wallet at once; from there you can withdraw them to your original payment within 7-10 working days.`,
        actions: [{ label: hi ? 'रिफ़ंड नीति' : 'Refund policy', href: '/cancellation-&-refunds' }],
      };
    case 'register_caregiver':
      return {
        reply: hi
          ? 'देखभाल करने वाले के रूप में जुड़ने के लिए अपने मोबाइल नंबर से OTP द्वारा रजिस्टर करें, अपनी जानकारी और दस्तावेज़ जोड़ें। हमारी टीम दस्तावेज़ जाँचती है; जाँच के बाद परिवार आपको ढूँढ और बुक कर सकते हैं। क्रेच और केयर एजेंसियाँ कंपनी के रूप में रजिस्टर करती हैं।'
          : 'To join as a caregiver, register with your mobile number and an OTP, then add your details and documents. Our team checks the documents; once you are verified, families can find and book you. Creches and care agencies register as a company.',
        actions: [
          {
            label: hi ? 'देखभाल करने वाले के रूप में रजिस्टर करें' : 'Register as a caregiver',
            href: '/provider-registration',
          },
          {
            label: hi ? 'कंपनी के रूप में रजिस्टर करें' : 'Register a company',
            href: '/company-registration',
          },
        ],
      };
  }
}
