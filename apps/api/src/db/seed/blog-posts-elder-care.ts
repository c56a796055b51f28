import type { SeedBlogPost } from './content-data.ts';

/** Guides for families looking after ageing parents. */
export const elderCareBlogPosts: readonly SeedBlogPost[] = [
  {
    slugUrl: 'how-to-choose-a-home-caregiver-for-ageing-parents',
    blogTitle: 'How to Choose a Home Caregiver for Your Ageing Parents',
    publishedAt: '2026-02-09T10:00:00+05:30',
    description: `
<p>For many Indian families the question comes suddenly: a fall, a hospital stay, or simply the realisation that Amma or Appa can no longer manage alone while the children work in another city. A good home caregiver lets your parent stay in familiar surroundings with dignity. A poor fit causes stress for everyone. Here is how to choose well.</p>
<h2>1. Be clear about the care your parent needs</h2>
<p>Write down a typical day. Does your parent need company and help with errands, or hands-on help with bathing, toileting and moving from bed to chair? Are there medical tasks such as insulin, wound dressing or a catheter? The answer decides whether you need an <strong>elderly companion</strong>, a trained <strong>nursing attendant</strong> or a qualified nurse.</p>
<ul>
<li>Companion: conversation, walks, meals, medicine reminders, hospital visits.</li>
<li>Nursing attendant: personal care, feeding, positioning, checking blood pressure and sugar.</li>
<li>Nurse: injections, dressings, catheter and tube care, post-surgery monitoring.</li>
</ul>
<h2>2. Check training and verification</h2>
<p>Ask for certificates, such as a GNM or ANM diploma for nurses, or a General Duty Assistant or Home Health Aide certificate from the Healthcare Sector Skill Council for attendants. Ask for a government ID and, wherever possible, a police verification. Speak to at least one family the caregiver has worked with before, and ask what went well and what did not.</p>
<h2>3. Meet before you decide</h2>
<p>Arrange a meeting with your parent present. Watch how the caregiver speaks to them: do they address your father respectfully, listen patiently, and explain before they help? Language matters too; a shared mother tongue makes long days far happier.</p>
<h2>4. Start with a short trial</h2>
<p>Book a few days first rather than a month. A trial shows whether the caregiver is punctual, follows the routine you agreed, and whether your parent is comfortable. Booking by the day makes it easy to extend once you are sure.</p>
<h2>5. Put the routine in writing</h2>
<p>Prepare a one-page care sheet: medicines with timings, meal preferences, the doctor's number, emergency contacts and things your parent enjoys. Agree on working hours, breaks and how you will receive updates; a short message and a photo every evening is reassuring for children who live far away.</p>
<h2>6. Keep talking</h2>
<p>Check in with your parent privately every week. Small signs, such as a parent who is quieter than usual or skipped meals, are worth a conversation. Good caregivers welcome feedback, and a little appreciation goes a long way in a demanding job.</p>
<p>Choosing care is a decision made with love. Take your time, involve your parent, and trust what you observe.</p>
`,
  },
  {
    slugUrl: 'preventing-falls-at-home-for-elders',
    blogTitle: 'Preventing Falls at Home: A Room-by-Room Guide for Elders',
    publishedAt: '2026-04-14T10:00:00+05:30',
    description: `
<p>A fall is one of the most common reasons older adults lose their independence. A fractured hip or wrist can mean weeks in bed, and the fear of falling again often makes elders move less, which weakens them further. The <a href="https://www.who.int/news-room/fact-sheets/detail/falls">World Health Organization</a> counts falls among the leading causes of injury worldwide. The good news is that most falls at home can be prevented with a few simple changes.</p>
<h2>The bathroom</h2>
<ul>
<li>Fix <strong>grab bars</strong> beside the toilet and in the bathing area; towel rods are not strong enough to hold on to.</li>
<li>Use an anti-skid mat and keep the floor dry. Wet Indian-style bathrooms are especially slippery.</li>
<li>Give a sturdy plastic stool for sitting while bathing, and keep soap and the bucket within reach.</li>
<li>A raised toilet seat or a Western commode chair helps elders with knee pain.</li>
</ul>
<h2>Bedroom and living room</h2>
<ul>
<li>The bed should be low enough that feet rest flat on the floor when sitting.</li>
<li>Keep a night lamp on the path from bed to bathroom; most falls happen at night.</li>
<li>Remove loose rugs, floor-level wires and clutter from walking paths.</li>
<li>Arrange furniture so there is something stable to hold along the way.</li>
</ul>
<h2>Stairs and entrances</h2>
<p>Handrails on both sides, good lighting and a contrasting strip on the edge of each step make a big difference. Doorway thresholds are easy to trip over; a small ramp or a bright marking helps.</p>
<h2>Beyond the house</h2>
<ol>
<li><strong>Keep moving.</strong> Regular walking and simple balance and leg-strength exercises, ideally taught by a physiotherapist, reduce falls more than anything else.</li>
<li><strong>Review medicines.</strong> Sleeping pills, some blood pressure tablets and several medicines taken together can cause dizziness. Ask the doctor to review the list once a year.</li>
<li><strong>Check eyes and feet.</strong> Update spectacles, treat cataracts in time and choose well-fitting footwear with a firm grip instead of loose slippers.</li>
<li><strong>Stand up slowly.</strong> Sitting on the edge of the bed for a minute before standing prevents dizziness from a drop in blood pressure.</li>
</ol>
<h2>If a fall happens</h2>
<p>Do not rush to lift your parent. Check for pain, especially in the hip, and call for help if they cannot get up on their own. Always tell the doctor about a fall, even if there is no injury: it is often an early sign of a health problem that can be treated.</p>
<p>A caregiver or physiotherapist can assess your home and your parent's walking in a single visit and suggest the changes that matter most.</p>
`,
  },
  {
    slugUrl: 'caring-for-a-parent-with-dementia',
    blogTitle: 'Caring for a Parent with Dementia: A Practical Guide for Families',
    publishedAt: '2026-07-21T10:00:00+05:30',
    description: `
<p>Forgetting names, repeating the same question, getting lost on a familiar road: in many Indian homes these signs are brushed aside as "just old age". Dementia is not a normal part of ageing. It is a condition of the brain, most often caused by Alzheimer's disease or small strokes, and an early diagnosis helps the whole family plan. The <a href="https://www.who.int/news-room/fact-sheets/detail/dementia">WHO fact sheet on dementia</a> is a good place to start reading.</p>
<h2>Get a proper assessment</h2>
<p>See a neurologist, psychiatrist or geriatrician. Some causes of memory problems, such as thyroid disease, vitamin B12 deficiency or depression, are treatable. A diagnosis also lets you discuss medicines, legal matters like bank accounts and property, and your parent's own wishes while they can still take part.</p>
<h2>Build a calm daily routine</h2>
<ul>
<li>Keep waking, meals, bathing and bedtime at the same times every day.</li>
<li>Give one simple instruction at a time and allow time to respond.</li>
<li>Use a large calendar and clock, and label cupboards and the bathroom door.</li>
<li>Keep familiar objects, photographs and music close; old film songs and bhajans often bring back joy and memories.</li>
</ul>
<h2>Communicate with patience</h2>
<p>Do not argue or correct every mistake. If your mother insists she has to go to her childhood home, talk about that home instead of contradicting her. Speak slowly, make eye contact, and use your parent's name. Your tone matters more than your words.</p>
<h2>Understand changes in behaviour</h2>
<p>Restlessness in the evening, often called <em>sundowning</em>, suspicion, or refusing to bathe are symptoms of the illness, not stubbornness. Look for triggers such as pain, hunger, tiredness, noise or a full bladder. Good light in the evening and a quiet activity can help. Tell the doctor about sudden changes, as an infection can make confusion much worse.</p>
<h2>Keep your parent safe</h2>
<ul>
<li>Lock away medicines, sharp objects and the gas knob when not in use.</li>
<li>Put an identity card with your phone number in their pocket or bag.</li>
<li>Remove trip hazards and fit a night lamp.</li>
</ul>
<h2>Look after the carer, too</h2>
<p>Caring for someone with dementia is a marathon. Share the work among siblings, join a support group, and take regular breaks. A trained dementia caregiver for a few days a week, or a day care centre for seniors, gives your parent structure and company and gives you time to rest. Asking for help is not a failure; it is how families keep going with love.</p>
`,
  },
];
