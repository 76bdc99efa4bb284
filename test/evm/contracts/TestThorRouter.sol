// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20Like {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function balanceOf(address owner) external view returns (uint256);
}

/// A test stand-in for THORChain's EVM router, written from its documented interface
/// (https://dev.thorchain.org/protocol-development/chain-clients/evm-chains.html): a deposit
/// names the vault, the asset (the zero address for the chain's coin), the amount, the swap
/// memo and an expiry. The coin goes straight on to the vault; a token is pulled into the
/// router and held for the vault, as THORChain's router keeps a vault allowance. Every deposit
/// emits `Deposit`, the event THORChain's observers read the memo from.
contract TestThorRouter {
    /// tokens the router holds for each vault: vault => asset => amount
    mapping(address => mapping(address => uint256)) public vaultAllowance;

    event Deposit(address indexed to, address indexed asset, uint256 amount, string memo);

    function depositWithExpiry(
        address payable vault,
        address asset,
        uint256 amount,
        string calldata memo,
        uint256 expiration
    ) external payable {
        require(block.timestamp < expiration, "TestThorRouter: expired");
        uint256 received;
        if (asset == address(0)) {
            received = msg.value;
            (bool ok, ) = vault.call{value: received}("");
            require(ok, "TestThorRouter: vault refused the coin");
        } else {
            require(msg.value == 0, "TestThorRouter: a token deposit carries no coin");
            // what actually arrived, so a token that takes a fee on transfer is counted right
            uint256 before = IERC20Like(asset).balanceOf(address(this));
            require(IERC20Like(asset).transferFrom(msg.sender, address(this), amount), "TestThorRouter: transferFrom");
            received = IERC20Like(asset).balanceOf(address(this)) - before;
            vaultAllowance[vault][asset] += received;
        }
        emit Deposit(vault, asset, received, memo);
    }
}
