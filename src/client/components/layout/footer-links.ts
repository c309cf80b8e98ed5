/** The footer's four columns of legal links (docs/product.md, footer); each points at a /legal section. */
export const LEGAL_COLUMNS = [
  {
    title: "Core Policies",
    links: [
      { id: "privacy-policy", label: "Privacy Policy" },
      { id: "terms-of-service", label: "Terms of Service" },
      { id: "cookie-policy", label: "Cookie Policy" },
      { id: "acceptable-use", label: "Acceptable Use Policy" },
    ],
  },
  {
    title: "Agreements & Licensing",
    links: [
      { id: "user-agreement", label: "User Agreement" },
      { id: "service-agreement", label: "Service Agreement" },
      { id: "data-processing", label: "Data Processing Agreement" },
      { id: "licensing", label: "Licensing" },
    ],
  },
  {
    title: "Community & Marketplace",
    links: [
      { id: "community-guidelines", label: "Community Guidelines" },
      { id: "marketplace-terms", label: "Marketplace Terms" },
      { id: "referral-terms", label: "Referral Program Terms" },
      { id: "directory-policy", label: "Business Directory Policy" },
    ],
  },
  {
    title: "Security & Protection",
    links: [
      { id: "security", label: "Security Overview" },
      { id: "responsible-disclosure", label: "Responsible Disclosure" },
      { id: "copyright", label: "Copyright & IP Policy" },
      { id: "accessibility", label: "Accessibility Statement" },
    ],
  },
] as const;

/** The Netwise ecosystem: seven domain extensions. */
export const ECOSYSTEM_DOMAINS = [
  "netwise.com",
  "netwise.ai",
  "netwise.io",
  "netwise.co",
  "netwise.net",
  "netwise.org",
  "netwise.app",
] as const;

export const CONTACT_EMAIL = "hello@netwise.com";
