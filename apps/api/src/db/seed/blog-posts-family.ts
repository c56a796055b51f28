import type { SeedBlogPost } from './content-data.ts';

/** Guides for parents of young children, and one seasonal guide for the whole family. */
export const familyBlogPosts: readonly SeedBlogPost[] = [
  {
    slugUrl: 'creche-checklist-for-working-parents',
    blogTitle: 'A Creche Checklist for Working Parents',
    publishedAt: '2026-03-11T10:00:00+05:30',
    description: `
<p>Going back to work after maternity leave is a big step, and choosing a creche is often the hardest part of it. Every creche looks cheerful on a first visit. This checklist helps you look beyond the colourful walls and ask the questions that matter. Take it with you, and visit at least two or three places before you decide.</p>
<h2>Safety and hygiene</h2>
<ul>
<li>Is the creche on the ground floor, or are stairs and balconies safely gated?</li>
<li>Are electrical sockets covered, and medicines and cleaning liquids locked away?</li>
<li>Is there a fire extinguisher and a clear exit plan?</li>
<li>Are nappy-changing areas clean and separate from where food is prepared?</li>
<li>Do staff wash hands before meals and after changing nappies?</li>
</ul>
<h2>Staff and supervision</h2>
<ul>
<li>How many children does each carer look after? Babies and toddlers need far more attention than older children, so fewer children per adult is better.</li>
<li>Are the staff trained in early childhood care and in <strong>paediatric first aid</strong>?</li>
<li>Have staff been police-verified? How long have they worked there? Low turnover is a very good sign.</li>
<li>Who is allowed to pick up your child, and how is that checked?</li>
</ul>
<h2>The daily routine</h2>
<ul>
<li>Ask for a written timetable: play, meals, naps and outdoor time.</li>
<li>Is the food cooked fresh on site? Can they follow your child's diet or allergies?</li>
<li>Where do the children sleep, and is each child given their own bedding?</li>
<li>How much screen time is there? For children under two, none is best.</li>
</ul>
<h2>Health policies</h2>
<p>Ask what happens when a child has fever in the middle of the day, how quickly you will be called, and which doctor or hospital they use in an emergency. A good creche asks for vaccination records and keeps unwell children at home to protect the others.</p>
<h2>Communication with parents</h2>
<p>Will you get a daily report on meals, naps and nappies? Is there CCTV that parents can view? Can you drop in unannounced? A creche that is proud of its work is happy to be watched.</p>
<h2>Practical questions</h2>
<ol>
<li>Opening hours, late pick-up charges and holidays.</li>
<li>Distance from home or office; a creche near your workplace makes feeding visits possible.</li>
<li>Fees, what they include, and the notice period.</li>
</ol>
<p>If your employer has fifty or more employees, the Maternity Benefit (Amendment) Act, 2017 requires it to provide access to a creche, so ask your HR team too. Finally, trust your instinct: if the carers are warm, get down to the children's level and the children seem happy and busy, you are in the right place.</p>
`,
  },
  {
    slugUrl: 'settling-your-toddler-into-day-care',
    blogTitle: 'Settling Your Toddler into Day Care Without Tears (Mostly)',
    publishedAt: '2026-05-19T10:00:00+05:30',
    description: `
<p>The first weeks of day care are an adjustment for the whole family. It is completely normal for a toddler to cry at drop-off, and for parents to feel guilty all the way to the office. With some preparation, most children settle within two to four weeks and soon look forward to their friends and teachers.</p>
<h2>Before the first day</h2>
<ul>
<li><strong>Talk about it positively.</strong> Tell your child about the toys, the other children and the teacher, by name. Picture books about going to school help.</li>
<li><strong>Visit together.</strong> Spend an hour at the creche with your child a few days before they start.</li>
<li><strong>Shift the routine.</strong> Gradually move meal and nap times at home closer to the creche timetable.</li>
<li><strong>Practise short separations</strong> with grandparents or a trusted neighbour, so your child learns that you always come back.</li>
</ul>
<h2>Start gradually</h2>
<p>If you can, begin with two or three hours on the first days and build up to a full day over one or two weeks. Many creches offer a settling-in plan; ask for one. A first week of short days is far easier than a long day that ends in exhaustion.</p>
<h2>Make goodbyes short and sure</h2>
<ol>
<li>Create a little goodbye ritual: a hug, a special wave from the window, "See you after your nap".</li>
<li>Always say goodbye. Slipping away while your child is distracted may avoid tears today, but it makes them anxious tomorrow.</li>
<li>Leave once you have said goodbye. Lingering makes it harder; the carers are used to comforting children.</li>
</ol>
<p>A <em>comfort object</em> from home, such as a small soft toy or one of your dupattas, can help a lot in the first weeks.</p>
<h2>After pick-up</h2>
<p>Expect some tiredness, clinginess or tantrums in the evenings; your child has worked hard all day. Keep evenings calm, bedtime early, and give plenty of cuddles. Ask the carers how the day went, and share anything that may affect your child, such as a bad night or a new tooth.</p>
<h2>When to be concerned</h2>
<p>Talk to the creche if your child is still very distressed after a month, stops eating or sleeping well, or seems afraid of a particular person. Most of the time, a change in routine or a little extra attention from one carer solves the problem.</p>
<p>Remember that a happy, well-cared-for child at day care and a parent who can work with peace of mind is good for the whole family.</p>
`,
  },
  {
    slugUrl: 'monsoon-health-tips-for-elders-and-children',
    blogTitle: 'Monsoon Health Tips for Elders and Children',
    publishedAt: '2026-06-23T10:00:00+05:30',
    description: `
<p>The monsoon brings relief from the heat, and also a rise in infections. Young children and older adults are the most vulnerable, because their immunity is either still developing or weaker than before. A few simple habits keep the family healthy through the rains.</p>
<h2>Drink safe water, eat fresh food</h2>
<ul>
<li>Drink only boiled or properly filtered water, at home and when travelling. Water-borne illnesses such as typhoid, jaundice (hepatitis A) and diarrhoea peak in this season.</li>
<li>Eat freshly cooked, hot food. Avoid cut fruit, chutneys and pani puri from roadside stalls.</li>
<li>Wash fruits and leafy vegetables thoroughly.</li>
<li>Keep <strong>ORS packets</strong> at home. At the first sign of loose motions, start ORS, and see a doctor quickly for babies and elders, who become dehydrated fast.</li>
</ul>
<h2>Keep mosquitoes away</h2>
<p>Dengue, malaria and chikungunya spread quickly in the rains. The dengue mosquito breeds in clean standing water and bites during the day.</p>
<ul>
<li>Empty flower-pot trays, coolers, buckets and old tyres every week.</li>
<li>Use mosquito nets, window screens and repellents suitable for your child's age.</li>
<li>Dress children and elders in light, full-sleeved clothes.</li>
</ul>
<p>Any fever during the monsoon deserves a doctor's opinion. Do not give painkillers other than paracetamol without medical advice, as some can be harmful if the fever turns out to be dengue.</p>
<h2>Stay dry and avoid flood water</h2>
<p>Walking through flood water can spread leptospirosis, especially through cuts on the feet. Wear closed footwear, wash and dry feet well afterwards, and see a doctor if fever follows. Change out of damp clothes quickly, and dry skin folds carefully to prevent fungal infections, which are common in elders with diabetes.</p>
<h2>Special care for elders</h2>
<ul>
<li>Wet floors and moss on steps cause falls; keep entrances dry and use anti-skid mats.</li>
<li>Joint pain often worsens in damp weather; gentle indoor exercise and warmth help.</li>
<li>Keep a week's stock of regular medicines in case heavy rain makes it hard to go out.</li>
<li>Ask the doctor about the seasonal flu vaccine, and about the pneumococcal vaccine for those over sixty-five.</li>
</ul>
<h2>Special care for children</h2>
<ul>
<li>Teach handwashing with soap before meals and after play.</li>
<li>Keep vaccinations up to date, including typhoid where your paediatrician advises it.</li>
<li>Keep a spare set of dry clothes in the school or creche bag.</li>
</ul>
<p>Enjoy the rain and the chai, and keep these habits going until the season ends.</p>
`,
  },
];
