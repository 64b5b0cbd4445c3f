-- Run after a docs/editors.md snippet was loaded as init.lua and a scene with `hieght` opened:
-- the snippet must have started `snapline lsp` and attached it, so an `unknown-key` error arrives.
local function code_of(d)
  return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
end
local buf = vim.api.nvim_get_current_buf()
local ok = vim.wait(15000, function()
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if code_of(d) == "unknown-key" then return true end
  end
  return false
end, 50)
io.stdout:write((ok and "ok" or "FAILED") .. ": unknown-key for `hieght` through the snippet's client\n")
vim.cmd(ok and "qall!" or "cquit 1")
