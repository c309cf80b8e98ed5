import type { SeedArticle } from "./types";

export const FINANCE_AND_LEADERSHIP: SeedArticle[] = [
  {
    slug: "embedded-finance-software-platforms",
    title: "Embedded Finance Moves From Buzzword to Business Model",
    summary:
      "Software platforms are adding payments, lending and accounts to their products, and the revenue is changing how they are valued.",
    author: "Samuel Price",
    category: "Finance",
    tags: ["Fintech", "Embedded Finance", "Payments", "SaaS"],
    daysAgo: 3,
    isFeatured: true,
    paragraphs: [
      "A decade ago, a company that built scheduling software for salons sold scheduling software. Today it is just as likely to process the salon's card payments, offer it a cash advance against future bookings and hold its operating account.",
      "This is embedded finance: financial products delivered inside software that businesses already use every day. Banking-as-a-service providers and payment platforms have made it possible for software companies to launch these features without becoming banks themselves.",
      "The appeal is financial as well as strategic. Payment revenue can match or exceed subscription revenue for vertical software companies, and customers who run their money through a platform are far less likely to leave it.",
      "Regulators are paying closer attention. Several partner banks have faced enforcement actions over compliance gaps in their fintech programmes, and software companies are learning that they remain responsible for how their customers experience a financial product, even when a bank holds the licence.",
      "For business owners, the benefit is convenience and faster access to capital. The advice from finance professionals is to compare the true cost of embedded loans and payment fees with traditional options, because convenience is not always the cheapest choice.",
    ],
  },
  {
    slug: "cash-flow-forecasting-small-business",
    title: "A 13-Week Cash Flow Forecast Is the Best Hour a Small Business Can Spend",
    summary:
      "Accountants say a rolling weekly cash forecast prevents more crises than any other financial habit.",
    author: "Claire Donovan",
    category: "Finance",
    tags: ["Cash Flow", "Small Business", "Accounting", "Financial Planning"],
    daysAgo: 14,
    paragraphs: [
      "Profitable businesses still run out of cash. A large client pays sixty days late, a tax bill lands in the same week as payroll, or inventory has to be bought months before it sells. Profit and loss statements do not show these gaps; a cash forecast does.",
      "Many accountants recommend a rolling thirteen-week forecast: one row for each expected receipt and payment, one column per week, updated every Monday. It takes about an hour to set up in a spreadsheet and fifteen minutes a week to maintain.",
      "The value comes from the conversations it triggers. Owners who see a shortfall six weeks away can chase receivables, delay a purchase or arrange a credit line while they still have options, rather than calling the bank in a hurry.",
      "The forecast also makes growth decisions easier. Hiring, a new location or a large contract can be modelled as a few extra rows, turning a gut-feel decision into a question about specific weeks and amounts.",
    ],
  },
  {
    slug: "interest-rates-small-business-lending",
    title: "What Shifting Interest Rates Mean for Small-Business Borrowers",
    summary:
      "Lenders are competing again for strong borrowers, but underwriting standards remain tight for businesses without clean financials.",
    author: "Claire Donovan",
    category: "Finance",
    tags: ["Interest Rates", "Lending", "Small Business", "Banking"],
    daysAgo: 37,
    paragraphs: [
      "After a period of rapid rate rises, small-business owners are asking whether now is the time to refinance, borrow for expansion or simply wait. Lenders say the answer depends less on the headline rate than on the quality of a company's financial records.",
      "Banks and online lenders are competing more actively for borrowers with steady revenue, up-to-date accounts and clear plans for the money. Businesses that cannot produce timely statements are finding approvals slow or expensive.",
      "Advisers suggest three steps before applying: bring bookkeeping current, prepare a simple forecast showing how the loan will be repaid, and review existing debt for prepayment penalties that might make refinancing less attractive than it looks.",
      "Owners should also consider whether they need a loan at all. A line of credit that is drawn only when needed can be cheaper than a term loan for seasonal businesses, and some equipment suppliers offer financing on better terms than general-purpose lenders.",
    ],
  },
  {
    slug: "leading-remote-teams-trust",
    title: "Leading Remote Teams Starts With Writing Things Down",
    summary:
      "Managers of distributed teams say clear written decisions, predictable rituals and real trust matter more than any collaboration tool.",
    author: "Jordan Hayes",
    category: "Leadership",
    tags: ["Leadership", "Remote Work", "Management", "Team Culture"],
    daysAgo: 8,
    isFeatured: true,
    paragraphs: [
      "When a team shares an office, a lot of management happens by accident: a question answered in the corridor, a decision overheard at lunch. Remote and hybrid teams lose those accidents, and managers have to replace them on purpose.",
      "The most effective remote leaders we spoke to share a habit: they write things down. Decisions, the reasons behind them and who owns the next step are recorded where everyone can find them, which means fewer meetings to repeat context and fewer surprises for people in other time zones.",
      "Predictable rituals help as well. A weekly written update, a regular one-to-one that is never cancelled and a short team meeting with a clear agenda give people a rhythm without filling their calendars.",
      "Trust is the foundation. Managers who measure output rather than online status report better retention and fewer burned-out employees. Monitoring software, by contrast, tends to signal distrust and encourages people to look busy rather than be effective.",
      "Finally, remote teams still benefit from meeting in person. Many companies now bring teams together once or twice a year for planning and relationship-building, and leaders describe these gatherings as the best investment in their remote culture.",
    ],
  },
  {
    slug: "first-time-managers-feedback",
    title: "The Hardest Skill for First-Time Managers Is Giving Feedback",
    summary:
      "New managers avoid difficult conversations until they become crises. Coaches recommend small, frequent and specific feedback instead.",
    author: "Jordan Hayes",
    category: "Leadership",
    tags: ["Leadership", "Management", "Feedback", "Coaching"],
    daysAgo: 27,
    paragraphs: [
      "Most people are promoted into management because they were excellent at their previous job. Very few were trained in the part of the new job that matters most: telling a colleague, clearly and kindly, that something needs to change.",
      "Executive coaches say new managers tend to wait. They hope a problem will resolve itself, or they save it for a formal review months later, by which point the issue has grown and the employee is surprised and defensive.",
      "A simple structure helps. Describe the specific situation, the observable behaviour and its impact, then ask for the other person's view. Feedback framed this way is about work, not personality, and it invites a conversation rather than a verdict.",
      "Positive feedback deserves the same precision. Saying exactly what someone did well, and why it mattered, teaches the team what good looks like far more effectively than general praise.",
      "Frequency is the real secret. Managers who give small pieces of feedback every week find that difficult conversations become routine, and that their teams start giving feedback to each other, and to them, in return.",
    ],
  },
];
