// A page with the constructs docs use most, compiled by idle workers to warm
// V8 up (see worker.ts). Its output is thrown away.
export const WARM_UP_PAGE = `# Warming up

An opening paragraph with *emphasis*, **strong text**, \`inline code\`, a
[relative link](./other.md#section), an [outside link](https://example.com/docs)
and a bare address, https://example.com/path?query=1, that GFM turns into a link.

## Setting things up {#setup}

1. Install the package.
2. Edit the configuration:
   - set the \`name\`;
   - set the \`url\`, then save.
3. Restart.

- [x] A finished task
- [ ] An open task

:::tip[Before you start]
Back up the database. A second paragraph follows,
with a line break and ~~struck~~ text.
:::

### Options

| Option | Default | Meaning |
| --- | :---: | ---: |
| \`workers\` | \`1\` | How many processes serve requests |
| \`timeout\` | \`30\` | Seconds before a request is dropped |

\`\`\`bash title="Run it" {2}
export PORT=8000
curl -s -H "Content-Type: application/json" http://localhost:8000/api/v1/users | jq '.data[0]'
\`\`\`

\`\`\`json
{ "success": true, "data": [{ "id": 1, "name": "admin", "score": 100 }] }
\`\`\`

> A quote that spans
> two lines, with a [reference link][ref].

---

## Troubleshooting

::::tabs
:::tab[Docker]
Run \`docker compose logs\`.
:::
:::tab[Bare metal]
Read the service's journal.
:::
::::

[ref]: https://example.com/reference
`;
