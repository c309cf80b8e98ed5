import type { SeedArticle } from "./types";

export const BUSINESS_AND_SALES: SeedArticle[] = [
  {
    slug: "referral-partnerships-b2b-growth",
    title: "Referral Partnerships Are Becoming the Cheapest Growth Channel in B2B",
    summary:
      "With paid acquisition costs rising, service firms are formalising referral partnerships with complementary businesses.",
    author: "Hannah Brooks",
    category: "Business",
    tags: ["Business Growth", "Referrals", "Professional Networking", "Partnerships"],
    daysAgo: 1,
    isFeatured: true,
    trending: true,
    paragraphs: [
      "Ask the owner of a small accounting firm, design studio or consultancy where their best clients come from and the answer is rarely advertising. It is a referral from someone the client already trusts, often another professional who serves the same customers.",
      "What is changing is how deliberately firms manage those relationships. Instead of waiting for introductions to happen, owners are identifying a handful of complementary businesses, agreeing on what a good referral looks like and meeting regularly to compare notes on clients they could serve together.",
      "The economics are compelling. Marketing leaders estimate that the cost of acquiring a client through paid search has risen by more than half in five years in many professional-service categories, while referred clients close faster, negotiate less on price and stay longer.",
      "Successful partnerships share a few traits. The partners serve the same audience without competing, each is clear about what they do not do, and both follow up quickly when an introduction arrives. A referral that goes unanswered for a week damages two relationships at once.",
      "Technology is helping at the edges. Networking platforms now suggest potential partners by matching what one member offers with what another is looking for, and some firms track referrals in their CRM to make sure every introduction is acknowledged and reciprocated.",
      "The underlying principle has not changed in decades: give before you ask. Firms that send introductions first tend to receive more of them in return.",
    ],
  },
  {
    slug: "pricing-power-service-businesses",
    title: "Raising Prices Without Losing Clients: Lessons From Service Businesses",
    summary:
      "Firms that tie price increases to clearer outcomes keep nearly all of their clients. Those that simply send a new rate card do not.",
    author: "Benjamin Carter",
    category: "Business",
    tags: ["Pricing", "Business Growth", "Strategy", "Client Relationships"],
    daysAgo: 19,
    paragraphs: [
      "Many owners of service businesses have not raised their prices in years, even as salaries, software and rent have gone up. The fear is understandable: in a relationship business, a price rise feels like a risk to the relationship itself.",
      "Consultants who advise on pricing say the fear is usually overstated. In their experience, increases of ten to fifteen percent, explained clearly and given with notice, lead to very few lost clients. The clients who do leave are often the least profitable ones.",
      "The firms that handle it best change more than the number. They package their work around outcomes, such as a monthly reporting pack or a guaranteed response time, so the conversation is about what the client receives rather than what the hour costs.",
      "Timing matters. Increases announced at the start of a new engagement or contract year feel routine, while mid-project changes feel opportunistic. Sixty to ninety days of notice gives clients time to plan their own budgets.",
      "Finally, owners should be willing to let some work go. A price rise is also a decision about which clients and services the firm wants to grow, and that clarity tends to make the rest of the business easier to run.",
    ],
  },
  {
    slug: "hybrid-office-leasing-trends",
    title: "Smaller Offices, Better Rooms: How Growing Teams Are Leasing Space Now",
    summary:
      "Companies are signing shorter leases for less space, and spending the difference on meeting rooms people actually use.",
    author: "Rosa Martinez",
    category: "Business",
    tags: ["Real Estate", "Hybrid Work", "Office Space"],
    daysAgo: 30,
    paragraphs: [
      "For growing companies the office question has changed from how many desks to how many rooms. With most teams working in the office two or three days a week, brokers say tenants are leasing twenty to forty percent less space per employee than before hybrid work became the norm.",
      "The space they do take looks different. Open desk areas are shrinking in favour of meeting rooms with good video equipment, quiet booths for calls and larger areas for team days. Tenants are also asking for flexible terms, with break options after two or three years.",
      "Landlords in many cities have responded with move-in-ready suites and shared amenities such as conference floors and event spaces, which let small companies host clients without paying for rooms they use once a month.",
      "Brokers advise growing teams to measure how they actually use space for a few months before committing. Badge data, room bookings and a simple survey reveal whether the team needs more desks, more rooms or simply better scheduling.",
    ],
  },
  {
    slug: "sales-discovery-questions-that-win",
    title: "The Discovery Call Is Where B2B Deals Are Won or Lost",
    summary:
      "Top-performing sellers talk less, ask better questions and leave every call with a clear next step.",
    author: "Nathan Cole",
    category: "Sales",
    tags: ["Sales", "Discovery", "Sales Leadership", "B2B"],
    daysAgo: 6,
    trending: true,
    paragraphs: [
      "Ask experienced sales leaders where deals go wrong and most will point to the first meeting. A rushed discovery call produces a proposal that solves the wrong problem, priced for the wrong budget and sent to the wrong person.",
      "Analyses of recorded sales calls show a consistent pattern: on successful calls, the seller speaks for less than half the time and asks questions that build on the buyer's previous answer rather than working through a script.",
      "Good discovery covers four areas. What problem the buyer is trying to solve and what it costs them today; who else is affected and involved in the decision; what has already been tried; and what would have to be true for the buyer to act this quarter rather than next year.",
      "The most overlooked question is about process. Asking how the company has bought similar services before, and who signed off, prevents late surprises from procurement, legal or a finance leader who was never in the room.",
      "Every call should end with a concrete next step that both sides have agreed to, with a date. Sellers who leave with a vague promise to reconnect find that the deal quietly drifts into next quarter's forecast.",
    ],
  },
  {
    slug: "building-first-sales-team-founders",
    title: "Hiring Your First Salespeople: What Founders Get Wrong",
    summary:
      "The first sales hires should be builders who can work without a playbook, and founders need to stay in the room longer than they expect.",
    author: "Aisha Grant",
    category: "Sales",
    tags: ["Sales", "Hiring", "Startups", "Go-to-Market", "Leadership"],
    daysAgo: 23,
    paragraphs: [
      "Founders who have sold their product themselves often hire a senior sales leader from a large company as their first sales hire, expecting repeatable revenue to follow. It frequently does not, and the reason is rarely effort.",
      "Sellers from established companies are used to marketing that generates leads, a defined process and a product that customers already recognise. In a startup they must create all of that, often while the product is still changing every month.",
      "Recruiters who specialise in early-stage companies recommend hiring two builders rather than one leader: people who have sold in a young company before, who are curious about the product and comfortable writing the first version of the playbook themselves.",
      "Founders also need to stay involved. Joining calls, reviewing lost deals and sharing what customers say with the product team remain founder work until the company has a repeatable motion, usually after the first twenty or thirty customers.",
      "Compensation should reward learning as well as closing. Early plans with a larger base salary and targets tied to pipeline quality often work better than aggressive commission plans built for a market the company does not yet understand.",
    ],
  },
];
