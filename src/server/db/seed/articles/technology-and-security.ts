import type { SeedArticle } from "./types";

export const TECHNOLOGY_AND_SECURITY: SeedArticle[] = [
  {
    slug: "ai-automation-small-business-back-office",
    title: "AI Automation Is Quietly Rebuilding the Small-Business Back Office",
    summary:
      "Invoice matching, scheduling and first-line support are the first jobs to go automatic. The winners are firms that redesign the process before they buy the tool.",
    author: "Maya Lindqvist",
    category: "Technology",
    tags: ["AI Automation", "Small Business", "Operations", "Productivity"],
    daysAgo: 2,
    isFeatured: true,
    trending: true,
    paragraphs: [
      "For most small companies the first real encounter with artificial intelligence is not a chatbot on the website. It is the back office: invoices that match themselves to purchase orders, meeting requests that find a slot without a week of email, and support inboxes where routine questions are answered before anyone logs in.",
      "Owners we spoke with describe the change in hours rather than headcount. A twelve-person accounting firm in Chicago says automated document intake saves each bookkeeper around six hours a week during tax season. A design agency in Austin now drafts project briefs from a recorded kick-off call and spends the time it saves on the work clients actually pay for.",
      "The pattern behind the successful projects is consistent. Teams that wrote down the process first, step by step and including the exceptions, got useful results within weeks. Teams that bought a tool and hoped it would discover the process for them ended up with a subscription and a new source of errors.",
      "Accuracy still needs a human in the loop. Most firms keep a review step for anything that moves money or reaches a customer, and they measure the share of items the automation handles without correction. When that share stops rising, it is usually a sign that the remaining cases need a policy decision, not a better model.",
      "The cost of getting started has fallen sharply. Many accounting, scheduling and help-desk products now include automation features in their standard plans, which means the real investment is the time to configure them well and to train staff to trust, and check, the results.",
      "For owners deciding where to begin, the advice is simple: pick one repetitive process that already has clear rules, measure how long it takes today, and automate only that. The second project is always easier than the first.",
    ],
  },
  {
    slug: "generative-ai-b2b-sales-teams",
    title: "What Generative AI Really Changes for B2B Sales Teams",
    summary:
      "Research and follow-up get faster, but the conversations that close deals are becoming more human, not less.",
    author: "Daniel Osei",
    category: "Technology",
    tags: ["AI Automation", "Sales", "B2B", "CRM"],
    daysAgo: 9,
    trending: true,
    paragraphs: [
      "Sales teams were among the first business functions to adopt generative AI at scale. Account research that took an hour now takes minutes, call notes are summarised and logged automatically, and follow-up emails arrive in the inbox as drafts before the video call has ended.",
      "Yet sales leaders report that win rates have not moved as much as activity metrics. When every seller can send a well-written, personalised email, buyers stop treating a well-written email as a signal of effort. The bar for getting a reply has risen with the tools.",
      "The teams seeing real gains use the time they save to do more discovery. They prepare sharper questions, bring in a technical colleague earlier, and spend more time understanding how the buyer's organisation makes decisions. The technology handles the paperwork; the people handle the judgement.",
      "Data quality has become a sales leadership issue. Assistants that draft messages and forecasts from the CRM are only as good as the records they read, and several managers told us their first automation project was simply cleaning up duplicate accounts and stale opportunities.",
      "There are also new rules to write. Companies are setting policies on what customer information may be pasted into external tools, how recorded calls are stored, and when a buyer must be told that a summary was machine-generated.",
    ],
  },
  {
    slug: "cloud-costs-mid-market-finops",
    title: "Mid-Market Companies Turn to FinOps as Cloud Bills Keep Climbing",
    summary:
      "Finance and engineering teams are sharing responsibility for cloud spend, and the first review usually finds savings of a fifth or more.",
    author: "Priya Desai",
    category: "Technology",
    tags: ["Cloud", "FinOps", "Cost Optimization", "Infrastructure"],
    daysAgo: 16,
    paragraphs: [
      "Cloud spending was once a line item that finance teams accepted as the price of moving fast. With budgets under more scrutiny, mid-sized companies are adopting FinOps, the practice of making engineering and finance jointly accountable for what the cloud costs.",
      "The first review is often revealing. Architects who run cost assessments say idle development environments, oversized databases and forgotten storage snapshots typically account for fifteen to thirty percent of a monthly bill. None of these require a redesign to fix; they require someone to look.",
      "Longer-term savings come from commitments and architecture. Reserved capacity and savings plans reward predictable workloads, while moving batch jobs to scheduled or spot capacity can cut their cost dramatically. The trade-off is planning: commitments lock in spending for one to three years.",
      "The cultural shift matters as much as the tooling. Teams that see the cost of their own services on a weekly dashboard make different design choices, and product managers start asking whether a feature's value justifies its infrastructure.",
      "For companies without a dedicated platform team, a quarterly cost review with an outside architect is a practical start. The goal is not the smallest possible bill but a bill that everyone understands and can explain.",
    ],
  },
  {
    slug: "soc-2-readiness-growing-saas",
    title: "SOC 2 Without the Panic: A Readiness Playbook for Growing SaaS Companies",
    summary:
      "Enterprise buyers now ask for a SOC 2 report in the first sales call. Here is how small teams get audit-ready in a quarter.",
    author: "Marcus Webb",
    category: "Security",
    tags: ["Cybersecurity", "SOC 2", "Compliance", "SaaS", "Risk Management"],
    daysAgo: 4,
    isFeatured: true,
    trending: true,
    paragraphs: [
      "A few years ago a SOC 2 report was something a software company pursued after landing its first large customer. Today procurement teams ask for it before the first demo, and startups with a dozen employees are finding deals stalled in security review.",
      "The good news is that the framework rewards habits more than headcount. Auditors want evidence that access is granted and removed deliberately, that code changes are reviewed, that backups are tested and that someone is responsible for responding to incidents. Most small teams already do much of this informally.",
      "Security consultants recommend starting with a gap assessment against the trust services criteria, then writing short, honest policies that describe what the team actually does. A policy that promises quarterly access reviews the company never performs is worse than no policy at all.",
      "Automation platforms that collect evidence from cloud accounts, code repositories and identity providers have shortened preparation considerably. They do not replace judgement, but they remove the spreadsheet work that used to consume weeks before an audit.",
      "A Type I report, which checks the design of controls at a point in time, can usually be achieved within three months. A Type II report covers a period of operation, commonly six to twelve months, and is what most enterprise buyers ultimately want.",
      "Companies that treat the process as an investment rather than a checkbox report a useful side effect: fewer production incidents and faster onboarding, because the rules that satisfy auditors are the same ones that make systems easier to run.",
    ],
  },
  {
    slug: "phishing-ai-voice-cloning-finance-teams",
    title: "Voice Cloning Brings a New Wave of Payment Fraud to Finance Teams",
    summary:
      "Attackers now imitate executives on the phone as well as by email. Call-back rules and payment controls are the most effective defence.",
    author: "Elena Vasquez",
    category: "Security",
    tags: ["Cybersecurity", "Fraud Prevention", "Finance", "Security Awareness"],
    daysAgo: 12,
    trending: true,
    paragraphs: [
      "Business email compromise has been the most expensive form of cybercrime for years. The newest variant adds a phone call: an urgent request from what sounds exactly like the chief executive, asking the finance team to release a payment before the end of the day.",
      "Voice cloning tools need only a few minutes of recorded speech, which many executives have published in podcasts, webinars and conference talks. Security firms report a sharp rise in attempted fraud that combines a spoofed email with a follow-up call to add credibility.",
      "The most effective defences are procedural rather than technical. Companies that require a call-back to a known number for any change to payment details, and a second approver for transfers above a threshold, stop most attempts regardless of how convincing the voice sounds.",
      "Training is changing too. Instead of generic phishing slides, finance and executive-assistant teams are rehearsing realistic scenarios, including pressure tactics such as secrecy, urgency and appeals to authority. Staff are told explicitly that slowing down a payment will never count against them.",
      "For smaller businesses, a one-page payment policy and a short conversation with the bank about transfer limits cost almost nothing and close the most common gap. The attackers are relying on speed; the defence is a deliberate pause.",
    ],
  },
];
