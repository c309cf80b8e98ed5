import type { ServiceCategory } from "../../../../shared/rules/service-categories";

type SeedService = {
  name: string;
  category: ServiceCategory;
  description: string;
  /** In cents; 0 is a custom quote. */
  price: number;
  features: string[];
  deliveryTime: string;
};

/** The services marketplace catalogue: every category of docs/product.md, Limits. */
export const SEED_SERVICES: readonly SeedService[] = [
  {
    name: "Business Website Starter",
    category: "web_design",
    description:
      "A fast, mobile-friendly website of up to five pages that explains what you do and turns visitors into enquiries.",
    price: 149_900,
    features: [
      "Up to 5 custom pages",
      "Mobile-first responsive design",
      "Contact and booking forms",
      "Basic on-page SEO",
      "Two revision rounds",
    ],
    deliveryTime: "2-3 weeks",
  },
  {
    name: "Conversion Landing Page",
    category: "web_design",
    description:
      "One focused landing page for a campaign or product launch, designed and copy-edited to convert, with analytics wired in.",
    price: 69_900,
    features: [
      "Single high-converting page",
      "Copy editing included",
      "A/B test ready variants",
      "Analytics and pixel setup",
    ],
    deliveryTime: "1 week",
  },
  {
    name: "E-commerce Store Build",
    category: "web_design",
    description:
      "A complete online store on Shopify or WooCommerce: catalogue, checkout, payments, shipping rules and a polished theme.",
    price: 449_900,
    features: [
      "Theme design and setup",
      "Up to 100 products imported",
      "Payment and shipping configuration",
      "Abandoned cart flow",
      "Staff training session",
    ],
    deliveryTime: "4-6 weeks",
  },
  {
    name: "Custom Web Application",
    category: "web_design",
    description:
      "Portals, dashboards and internal tools built to your workflow. We scope it with you first and quote after discovery.",
    price: 0,
    features: [
      "Discovery workshop",
      "Technical specification",
      "Design system and prototypes",
      "Agile delivery in sprints",
      "Launch and handover support",
    ],
    deliveryTime: "Quoted after discovery",
  },
  {
    name: "Email Marketing Setup",
    category: "email_marketing",
    description:
      "Choose and configure the right email platform, import your list cleanly and launch a branded newsletter template.",
    price: 59_900,
    features: [
      "Platform selection and setup",
      "List import and segmentation",
      "Branded newsletter template",
      "Sign-up form integration",
    ],
    deliveryTime: "1-2 weeks",
  },
  {
    name: "Automated Email Sequences",
    category: "email_marketing",
    description:
      "Welcome, onboarding and win-back sequences that run on their own and bring customers back without extra work.",
    price: 119_900,
    features: [
      "Welcome series of up to 5 emails",
      "Onboarding or nurture sequence",
      "Win-back campaign",
      "Copywriting included",
      "Performance report after 30 days",
    ],
    deliveryTime: "2-3 weeks",
  },
  {
    name: "Monthly Newsletter Management",
    category: "email_marketing",
    description: "We write, design and send your monthly newsletter and report on opens, clicks and replies.",
    price: 79_900,
    features: [
      "One newsletter per month",
      "Content planning call",
      "Copywriting and design",
      "Deliverability monitoring",
      "Monthly results summary",
    ],
    deliveryTime: "Ongoing, monthly",
  },
  {
    name: "Social Media Strategy",
    category: "social_media",
    description:
      "An audit of your current channels and a 90-day plan: audiences, content pillars, posting rhythm and measurable goals.",
    price: 89_900,
    features: [
      "Channel and competitor audit",
      "Audience personas",
      "Content pillars and tone guide",
      "90-day content calendar",
    ],
    deliveryTime: "2 weeks",
  },
  {
    name: "Social Media Management",
    category: "social_media",
    description:
      "Day-to-day management of up to three channels: content creation, scheduling, community replies and a monthly report.",
    price: 129_900,
    features: [
      "Up to 3 channels",
      "12 posts per month per channel",
      "Community management",
      "Short-form video editing",
      "Monthly analytics report",
    ],
    deliveryTime: "Ongoing, monthly",
  },
  {
    name: "LinkedIn Thought Leadership",
    category: "social_media",
    description:
      "Ghost-written LinkedIn posts and articles that build a founder's or executive's reputation in their industry.",
    price: 99_900,
    features: [
      "Interview-based content",
      "8 posts and 1 article per month",
      "Profile optimisation",
      "Engagement strategy",
    ],
    deliveryTime: "Ongoing, monthly",
  },
  {
    name: "SEO Audit",
    category: "seo",
    description:
      "A full technical and content audit of your site with a prioritised list of fixes you or your developer can act on.",
    price: 49_900,
    features: [
      "Technical crawl and Core Web Vitals",
      "Keyword and competitor analysis",
      "Content gap report",
      "Prioritised action plan",
      "Walk-through call",
    ],
    deliveryTime: "1-2 weeks",
  },
  {
    name: "Local SEO Package",
    category: "seo",
    description:
      "Get found by nearby customers: business profile optimisation, local citations, review strategy and location pages.",
    price: 69_900,
    features: [
      "Business profile optimisation",
      "Citation cleanup in 40 directories",
      "Review generation plan",
      "Location landing pages",
    ],
    deliveryTime: "3-4 weeks",
  },
  {
    name: "Content Marketing Program",
    category: "seo",
    description:
      "Four expert articles a month, researched around the searches your buyers make and written to rank and convert.",
    price: 179_900,
    features: [
      "Keyword research",
      "4 long-form articles per month",
      "On-page optimisation",
      "Internal linking plan",
      "Quarterly ranking report",
    ],
    deliveryTime: "Ongoing, monthly",
  },
  {
    name: "Logo and Visual Identity",
    category: "branding",
    description:
      "A distinctive logo with colour palette and typography, delivered in every format you will need.",
    price: 89_900,
    features: [
      "Three initial concepts",
      "Colour palette and typography",
      "Logo files for print and web",
      "Two revision rounds",
    ],
    deliveryTime: "2-3 weeks",
  },
  {
    name: "Complete Brand Identity",
    category: "branding",
    description:
      "Positioning, naming support, logo system and brand guidelines so every touchpoint looks and sounds like you.",
    price: 299_900,
    features: [
      "Brand strategy workshop",
      "Logo system and icon set",
      "Brand guidelines document",
      "Business card and social templates",
      "Tone of voice guide",
      "Presentation template",
    ],
    deliveryTime: "4-6 weeks",
  },
  {
    name: "Rebrand Consultation",
    category: "branding",
    description:
      "For established companies: research, stakeholder interviews and a rebrand roadmap, quoted to your scope.",
    price: 0,
    features: [
      "Stakeholder interviews",
      "Customer perception research",
      "Brand architecture review",
      "Rollout roadmap",
    ],
    deliveryTime: "Quoted after consultation",
  },
  {
    name: "Google Ads Launch",
    category: "advertising",
    description:
      "Account setup, keyword research, ad copy and conversion tracking for a search campaign that starts profitable.",
    price: 79_900,
    features: [
      "Account and conversion tracking setup",
      "Keyword research",
      "Ad copy for 3 ad groups",
      "Landing page recommendations",
      "First-month optimisation",
    ],
    deliveryTime: "1-2 weeks",
  },
  {
    name: "PPC Management",
    category: "advertising",
    description:
      "Ongoing management of Google and Microsoft Ads with weekly optimisation and a clear monthly report.",
    price: 109_900,
    features: [
      "Weekly bid and budget optimisation",
      "Search term and negative keyword reviews",
      "Ad copy testing",
      "Monthly performance report",
    ],
    deliveryTime: "Ongoing, monthly",
  },
  {
    name: "LinkedIn Ads for B2B",
    category: "advertising",
    description:
      "Account-based LinkedIn campaigns that reach decision makers by job title, company size and industry.",
    price: 129_900,
    features: [
      "Audience and account list building",
      "Lead gen form campaigns",
      "Creative and copy",
      "CRM integration",
      "Bi-weekly reporting",
    ],
    deliveryTime: "2 weeks to launch",
  },
];
